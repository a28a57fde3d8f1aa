import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import Blockquotes from './examples/Blockquotes';
import blockquotesSource from './examples/Blockquotes.tsx?raw';
import CodeBlocks from './examples/CodeBlocks';
import codeSource from './examples/CodeBlocks.tsx?raw';
import DescriptionList from './examples/DescriptionList';
import descriptionSource from './examples/DescriptionList.tsx?raw';
import DisplayHeadings from './examples/DisplayHeadings';
import displaySource from './examples/DisplayHeadings.tsx?raw';
import Headings from './examples/Headings';
import headingsSource from './examples/Headings.tsx?raw';
import InlineText from './examples/InlineText';
import inlineSource from './examples/InlineText.tsx?raw';
import LeadParagraph from './examples/LeadParagraph';
import leadSource from './examples/LeadParagraph.tsx?raw';
import Lists from './examples/Lists';
import listsSource from './examples/Lists.tsx?raw';
import UnstyledLists from './examples/UnstyledLists';
import unstyledSource from './examples/UnstyledLists.tsx?raw';

/** The kit's type scale and base styles are pictured in its Foundations story. */
const story = 'ui-theme-foundations--light';

/** The examples in page order: key in `demoTypography`, the component, its source, its file and story. */
const examples = [
  { key: 'headings', Component: Headings, source: headingsSource, file: 'Headings.tsx', story },
  { key: 'display', Component: DisplayHeadings, source: displaySource, file: 'DisplayHeadings.tsx', story },
  { key: 'lead', Component: LeadParagraph, source: leadSource, file: 'LeadParagraph.tsx', story },
  { key: 'inline', Component: InlineText, source: inlineSource, file: 'InlineText.tsx', story },
  { key: 'lists', Component: Lists, source: listsSource, file: 'Lists.tsx', story },
  { key: 'unstyled', Component: UnstyledLists, source: unstyledSource, file: 'UnstyledLists.tsx', story },
  { key: 'descriptionList', Component: DescriptionList, source: descriptionSource, file: 'DescriptionList.tsx', story },
  { key: 'blockquotes', Component: Blockquotes, source: blockquotesSource, file: 'Blockquotes.tsx', story },
  { key: 'code', Component: CodeBlocks, source: codeSource, file: 'CodeBlocks.tsx', story },
] satisfies DemoExample[];

/**
 * `/ui-element`: the theme's type in use: headings, display headings, the lead paragraph, inline
 * text elements, lists, blockquotes and code; each example with its source.
 */
export function TypographyPage() {
  return <DemoPage namespace="ui-elements" words="demoTypography" examples={examples} column="32rem" />;
}

import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import EndsAndJump from './examples/EndsAndJump';
import endsSource from './examples/EndsAndJump.tsx?raw';
import FocusAfterPaging from './examples/FocusAfterPaging';
import focusSource from './examples/FocusAfterPaging.tsx?raw';
import UrlPagination from './examples/UrlPagination';
import urlSource from './examples/UrlPagination.tsx?raw';

/** Each example: its key in `extPagination`, the component, its source, its file and the story it links to. */
const examples = [
  {
    key: 'url',
    Component: UrlPagination,
    source: urlSource,
    file: 'UrlPagination.tsx',
    story: 'ui-elements-extensions-pagination--state-in-the-address',
  },
  {
    key: 'ends',
    Component: EndsAndJump,
    source: endsSource,
    file: 'EndsAndJump.tsx',
    story: 'ui-pagination--with-ends',
  },
  {
    key: 'focus',
    Component: FocusAfterPaging,
    source: focusSource,
    file: 'FocusAfterPaging.tsx',
    story: 'ui-elements-extensions-pagination--focus-follows-the-page',
  },
] satisfies DemoExample[];

/**
 * `/extensions/pagination`: the kit's Pagination in the forms `/components/pagination` does not show:
 * search, page size and page together in the address, built-in First and Last with a jump to a page,
 * and the focus following the page.
 */
export function PaginationPage() {
  return <DemoPage namespace="extensions" words="extPagination" examples={examples} column="24rem" />;
}

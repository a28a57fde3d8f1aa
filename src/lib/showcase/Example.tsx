import { Code2, ExternalLink } from 'lucide-react';
import { Fragment, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/ui/button/Button';
import { Card, CardBody } from '@/ui/card/Card';
import { CopyButton } from '@/ui/copy-button/CopyButton';

const Source = styled.div`
  border-block-start: 1px solid var(--c-border);
  background: var(--c-body);
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-2);
  padding: var(--space-2) var(--space-5);
  border-block-end: 1px solid var(--c-border);
  font-size: var(--fs-sm);
  color: var(--c-muted);
  a {
    display: inline-flex;
    align-items: center;
    gap: var(--space-1);
    color: var(--c-primary-text);
  }
  svg {
    inline-size: 1em;
    block-size: 1em;
  }
`;

const Code = styled.pre`
  max-block-size: 28rem;
  margin: 0;
  padding: var(--space-4) var(--space-5);
  overflow: auto;
  font-family: var(--font-mono);
  font-size: var(--fs-sm);
  line-height: 1.6;
  color: var(--c-heading);
  /* Code reads left to right, whatever the page's direction. */
  direction: ltr;
  text-align: left;
  tab-size: 2;
`;

/** Where the app finds Storybook: `npm run storybook` unless VITE_STORYBOOK_URL says otherwise. */
const storybookUrl = (import.meta.env.VITE_STORYBOOK_URL as string | undefined) || 'http://localhost:6006';

export type SourceFile = { file: string; source: string };

export type ExampleProps = {
  title: string;
  description?: ReactNode;
  /** The example's own file, imported as text (`import source from './Striped.tsx?raw'`): what runs is what shows. */
  source: string;
  /** The file's name, shown over the code. */
  file: string;
  /** The story that shows the component alone (`ui-table--variants`). */
  story?: string;
  /** Files the example's file imports from beside it (its data, its helpers), shown under it the same way. */
  more?: readonly SourceFile[];
  children: ReactNode;
  className?: string;
};

/**
 * One example on a demo page: the live example in a card, and under it, on demand, the source of the
 * file that draws it (built in as text, so it can never drift from what runs), to copy, with a link
 * to the component's story.
 */
export function Example({ title, description, source, file, story, more = [], children, className }: ExampleProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const codeId = useId();
  return (
    <Card
      className={className}
      title={title}
      titleAs="h2"
      subtitle={description}
      actions={
        <Button
          variant="text"
          size="sm"
          startIcon={<Code2 aria-hidden />}
          aria-expanded={open}
          aria-controls={codeId}
          onClick={() => setOpen((was) => !was)}
        >
          {open ? t('showcase.hideCode') : t('showcase.showCode')}
        </Button>
      }
    >
      <CardBody>{children}</CardBody>
      <Source id={codeId} hidden={!open}>
        {open &&
          [{ file, source }, ...more].map((shown, index) => (
            <Fragment key={shown.file}>
              <Bar>
                <code>{shown.file}</code>
                <span>
                  {story && index === 0 && (
                    <a href={`${storybookUrl}/?path=/story/${story}`} target="_blank" rel="noopener noreferrer">
                      <ExternalLink aria-hidden />
                      {t('showcase.openStory')}
                    </a>
                  )}{' '}
                  <CopyButton text={shown.source} size="sm" variant="text">
                    {t('showcase.copyCode')}
                  </CopyButton>
                </span>
              </Bar>
              <Code
                tabIndex={0}
                role="region"
                aria-label={t('showcase.sourceOf', { title: more.length ? shown.file : title })}
              >
                {shown.source}
              </Code>
            </Fragment>
          ))}
      </Source>
    </Card>
  );
}

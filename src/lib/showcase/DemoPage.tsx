import type { ComponentType, CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Example, type SourceFile } from '@/lib/showcase/Example';
import { PageHeader, PageStack } from '@/ui/page-header/PageHeader';

/** One example: its key in the page's translations, the component, its source as text, its file and kit story. */
export type DemoExample = {
  key: string;
  Component: ComponentType;
  source: string;
  file: string;
  /** The kit component's story id (`ui-spinner--sizes`). */
  story: string;
  /** Files beside the example's that it imports, shown under its own. */
  more?: readonly SourceFile[];
  /** Takes the whole row (a matrix of variants). */
  wide?: boolean;
};

export type DemoPageProps = {
  /** The feature's namespace, where `words` is (`components`): the page waits for it to load. */
  namespace: string;
  /** The page's top-level key in the translations (`demoSpinners`): its title, description and one entry per example. */
  words: string;
  examples: readonly DemoExample[];
  /** The narrowest an example's column may get before the grid drops a column. */
  column: string;
};

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, var(--demo-column)), 1fr));
  gap: var(--space-6);
  align-items: start;
  > .wide {
    grid-column: 1 / -1;
  }
`;

/**
 * A component's demo page (docs/ARCHITECTURE.md, Demo pages): its header, then each example in the
 * example frame with its own source, in a grid that narrows to one column on a phone.
 */
export function DemoPage({ namespace, words, examples, column }: DemoPageProps) {
  const { t } = useTranslation(namespace);
  return (
    <PageStack>
      <PageHeader title={t(`${words}.title`)} description={t(`${words}.description`)} />
      <Grid style={{ '--demo-column': column } as CSSProperties}>
        {examples.map(({ key, Component, wide, ...code }) => (
          <Example
            key={key}
            className={wide ? 'wide' : undefined}
            title={t(`${words}.${key}.title`)}
            description={t(`${words}.${key}.text`)}
            {...code}
          >
            <Component />
          </Example>
        ))}
      </Grid>
    </PageStack>
  );
}

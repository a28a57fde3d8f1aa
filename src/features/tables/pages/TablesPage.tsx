import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Example } from '@/lib/showcase/Example';
import { PageHeader, PageStack } from '@/ui/page-header/PageHeader';
import BasicTable from '../examples/BasicTable';
import basicSource from '../examples/BasicTable.tsx?raw';
import BorderedTable from '../examples/BorderedTable';
import borderedSource from '../examples/BorderedTable.tsx?raw';
import BorderlessTable from '../examples/BorderlessTable';
import borderlessSource from '../examples/BorderlessTable.tsx?raw';
import ContextualTable from '../examples/ContextualTable';
import contextualSource from '../examples/ContextualTable.tsx?raw';
import DarkHeadTable from '../examples/DarkHeadTable';
import darkHeadSource from '../examples/DarkHeadTable.tsx?raw';
import HoverTable from '../examples/HoverTable';
import hoverSource from '../examples/HoverTable.tsx?raw';
import ResponsiveTable from '../examples/ResponsiveTable';
import responsiveSource from '../examples/ResponsiveTable.tsx?raw';
import SmallTable from '../examples/SmallTable';
import smallSource from '../examples/SmallTable.tsx?raw';
import StripedTable from '../examples/StripedTable';
import stripedSource from '../examples/StripedTable.tsx?raw';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 34rem), 1fr));
  gap: var(--space-6);
  align-items: start;
`;

/** Each example: its key in the page's translations, the component, its source file and its name. */
const examples = [
  { key: 'basic', Component: BasicTable, source: basicSource, file: 'BasicTable.tsx' },
  { key: 'darkHead', Component: DarkHeadTable, source: darkHeadSource, file: 'DarkHeadTable.tsx' },
  { key: 'striped', Component: StripedTable, source: stripedSource, file: 'StripedTable.tsx' },
  { key: 'bordered', Component: BorderedTable, source: borderedSource, file: 'BorderedTable.tsx' },
  { key: 'borderless', Component: BorderlessTable, source: borderlessSource, file: 'BorderlessTable.tsx' },
  { key: 'hover', Component: HoverTable, source: hoverSource, file: 'HoverTable.tsx' },
  { key: 'small', Component: SmallTable, source: smallSource, file: 'SmallTable.tsx' },
  { key: 'contextual', Component: ContextualTable, source: contextualSource, file: 'ContextualTable.tsx' },
  { key: 'responsive', Component: ResponsiveTable, source: responsiveSource, file: 'ResponsiveTable.tsx' },
] as const;

/**
 * `/tables/reactstrap`: the kit's plain HTML table in every variant (basic, dark head, striped,
 * bordered, borderless, hover, small, contextual rows, responsive), each with its own source.
 */
export function TablesPage() {
  const { t } = useTranslation();
  return (
    <PageStack>
      <PageHeader title={t('tables.title')} description={t('tables.description')} />
      <Grid>
        {examples.map(({ key, Component, source, file }) => (
          <Example
            key={key}
            title={t(`tables.${key}.title`)}
            description={t(`tables.${key}.text`)}
            source={source}
            file={file}
            story="ui-table--variants"
          >
            <Component />
          </Example>
        ))}
      </Grid>
    </PageStack>
  );
}

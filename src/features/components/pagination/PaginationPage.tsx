import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import ControlledPagination from './examples/ControlledPagination';
import controlledSource from './examples/ControlledPagination.tsx?raw';
import FirstLastPagination from './examples/FirstLastPagination';
import firstLastSource from './examples/FirstLastPagination.tsx?raw';
import ListFooterPaging from './examples/ListFooterPaging';
import listFooterSource from './examples/ListFooterPaging.tsx?raw';
import ManyPages from './examples/ManyPages';
import manySource from './examples/ManyPages.tsx?raw';
import PaginationAlignment from './examples/PaginationAlignment';
import alignmentSource from './examples/PaginationAlignment.tsx?raw';
import PaginationSizes from './examples/PaginationSizes';
import sizesSource from './examples/PaginationSizes.tsx?raw';
import UrlPagination from './examples/UrlPagination';
import urlSource from './examples/UrlPagination.tsx?raw';

/** Each example: its key in `demoPagination`, the component, its source and file, and its kit story. */
const examples = [
  {
    key: 'controlled',
    Component: ControlledPagination,
    source: controlledSource,
    file: 'ControlledPagination.tsx',
    story: 'ui-pagination--playground',
  },
  {
    key: 'sizes',
    Component: PaginationSizes,
    source: sizesSource,
    file: 'PaginationSizes.tsx',
    story: 'ui-pagination--small',
  },
  {
    key: 'alignment',
    Component: PaginationAlignment,
    source: alignmentSource,
    file: 'PaginationAlignment.tsx',
    story: 'ui-pagination--few-pages',
  },
  { key: 'many', Component: ManyPages, source: manySource, file: 'ManyPages.tsx', story: 'ui-pagination--middle' },
  {
    key: 'firstLast',
    Component: FirstLastPagination,
    source: firstLastSource,
    file: 'FirstLastPagination.tsx',
    story: 'ui-pagination--middle',
  },
  {
    key: 'listFooter',
    Component: ListFooterPaging,
    source: listFooterSource,
    file: 'ListFooterPaging.tsx',
    story: 'ui-listfooter--playground',
  },
  {
    key: 'url',
    Component: UrlPagination,
    source: urlSource,
    file: 'UrlPagination.tsx',
    story: 'ui-pagination--playground',
  },
] satisfies DemoExample[];

/**
 * `/components/pagination`: the kit's Pagination and ListFooter by size and alignment, with many pages,
 * first and last buttons, and the page held in state or in the address.
 */
export function PaginationPage() {
  return <DemoPage namespace="components" words="demoPagination" examples={examples} column="36rem" />;
}

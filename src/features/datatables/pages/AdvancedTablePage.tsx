import { FileSpreadsheet, FileText, Printer } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFormat } from '@/lib/format';
import { LoadError, LoadingStatus, NoMatch } from '@/lib/query/QueryStates';
import { Button } from '@/ui/button/Button';
import { Card } from '@/ui/card/Card';
import { PrintSheet, usePrint } from '@/ui/print-sheet/PrintSheet';
import { PageHeader, PageStack } from '@/ui/page-header/PageHeader';
import { Switch } from '@/ui/switch/Switch';
import { toast } from '@/ui/toast/toast';
import { Toolbar, ToolbarGroup } from '@/ui/toolbar/Toolbar';
import { useAllEmployees } from '../api/employees';
import { AdvancedTable } from '../advanced/AdvancedTable';
import type { AdvancedColumnId } from '../advanced/advancedTable';
import { ColumnsMenu } from '../advanced/ColumnsMenu';
import { exportCsv, exportExcel } from '../advanced/exportRows';
import { MANY_ROWS, manyEmployees } from '../advanced/manyEmployees';
import { useAdvancedTable } from '../advanced/useAdvancedTable';
import { useColumnHeaders, useExportValue, type ExportColumn } from '../advanced/useAdvancedColumns';

const Summary = styled.p`
  margin: 0;
  padding: var(--space-3) var(--space-5);
  color: var(--c-muted);
  font-size: var(--fs-sm);
  border-block-start: 1px solid var(--c-border);
`;

/** The body's place while loading keeps the table's height, so nothing moves when the rows come. */
const Waiting = styled.div`
  display: grid;
  place-items: center;
  min-block-size: 30rem;
`;

const FILE_NAME = 'employees';

/**
 * `/datatables/advance`: every employee, filtered per column (text, salary and age ranges, start
 * days, status), sorted by one column or several, with columns hidden and moved, exported as CSV or
 * Excel or printed as shown; and a long list of 10,000 rows whose body draws only what is in view.
 */
export function AdvancedTablePage() {
  const { t } = useTranslation('datatables');
  const format = useFormat();
  const query = useAllEmployees();
  const [many, setMany] = useState(false);
  const employees = useMemo(
    () => (query.data ? (many ? manyEmployees(query.data, MANY_ROWS) : query.data) : []),
    [query.data, many],
  );
  const state = useAdvancedTable(employees);
  const { table } = state;
  const headers = useColumnHeaders();
  const exportValue = useExportValue();
  const rows = table.getRowModel().rows;
  const { printing, print } = usePrint();
  const [exporting, setExporting] = useState(false);

  const visibleIds = table.getVisibleLeafColumns().map((column) => column.id as AdvancedColumnId);
  const exportColumns = (): ExportColumn[] =>
    visibleIds.map((id) => ({ id, header: headers[id], value: (employee) => exportValue(employee, id) }));
  const shownRows = () => rows.map((row) => row.original);

  const excel = () => {
    setExporting(true);
    exportExcel(FILE_NAME, exportColumns(), shownRows())
      .catch((error: Error) => toast.error(t('datatables.advanced.exportFailed', { message: error.message })))
      .finally(() => setExporting(false));
  };

  const empty = query.isError ? (
    <LoadError title={t('datatables.loadError')} query={query} />
  ) : query.isPending ? (
    <Waiting>
      <LoadingStatus />
    </Waiting>
  ) : state.filtered ? (
    <NoMatch
      title={t('datatables.advanced.noMatchTitle')}
      hint={t('datatables.advanced.noMatchText')}
      clearLabel={t('datatables.advanced.clearFilters')}
      onClear={state.clearFilters}
    />
  ) : (
    <NoMatch
      title={t('datatables.emptyTitle')}
      hint={t('datatables.emptyText')}
      clearLabel={t('state.retry')}
      onClear={() => void query.refetch()}
    />
  );

  const nothing = rows.length === 0;
  const printColumns: ExportColumn[] = visibleIds.map((id) => ({
    id,
    header: headers[id],
    value: (employee) =>
      id === 'salary'
        ? format.money(employee.salary)
        : id === 'start_date'
          ? format.date(employee.start_date)
          : exportValue(employee, id),
  }));

  return (
    <PageStack>
      <PageHeader title={t('datatables.advanced.title')} description={t('datatables.advanced.description')} />
      <Card title={t('datatables.basic.cardTitle')}>
        <Toolbar>
          <ToolbarGroup>
            <ColumnsMenu
              order={state.order}
              headers={headers}
              isVisible={state.isVisible}
              onVisibleChange={state.setVisible}
              onMove={state.move}
              onReset={state.resetColumns}
            />
            <Button
              variant="outline"
              tone="secondary"
              startIcon={<FileText aria-hidden />}
              disabled={nothing}
              onClick={() => exportCsv(FILE_NAME, exportColumns(), shownRows())}
            >
              {t('datatables.advanced.exportCsv')}
            </Button>
            <Button
              variant="outline"
              tone="secondary"
              startIcon={<FileSpreadsheet aria-hidden />}
              disabled={nothing}
              loading={exporting}
              onClick={excel}
            >
              {t('datatables.advanced.exportExcel')}
            </Button>
            <Button
              variant="outline"
              tone="secondary"
              startIcon={<Printer aria-hidden />}
              disabled={nothing}
              onClick={print}
            >
              {t('datatables.advanced.print')}
            </Button>
          </ToolbarGroup>
          <ToolbarGroup>
            {state.filtered && (
              <Button variant="text" onClick={state.clearFilters}>
                {t('datatables.advanced.clearFilters')}
              </Button>
            )}
            {state.sorting.length > 0 && (
              <Button variant="text" onClick={state.clearSorting}>
                {t('datatables.advanced.clearSorting')}
              </Button>
            )}
            <Switch
              label={t('datatables.advanced.manyRows', { count: format.number(MANY_ROWS) })}
              checked={many}
              disabled={!query.data}
              onCheckedChange={setMany}
            />
          </ToolbarGroup>
        </Toolbar>
        <AdvancedTable table={table} sorting={state.sorting} label={t('datatables.tableLabel')} empty={empty} />
        <Summary aria-live="polite">
          {query.data
            ? t('datatables.advanced.showing', {
                shown: format.number(rows.length),
                total: format.number(employees.length),
              })
            : '\u00a0'}{' '}
          {t('datatables.advanced.sortHint')}
        </Summary>
      </Card>
      {printing && (
        <PrintSheet
          title={t('datatables.advanced.title')}
          columns={printColumns}
          rows={shownRows()}
          rowKey={(row) => row.id}
        />
      )}
    </PageStack>
  );
}

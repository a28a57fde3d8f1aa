import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFormat } from '@/lib/format';
import { Button } from '@/ui/button/Button';
import { SearchInput } from '@/ui/input/SearchInput';
import { Select } from '@/ui/select/Select';
import { Toolbar, ToolbarGroup } from '@/ui/toolbar/Toolbar';
import { pageSizes } from '../listParams';

const PageSize = styled.div`
  inline-size: 5.5rem;
`;

const Chosen = styled.p`
  margin: 0;
  color: var(--c-muted);
  white-space: nowrap;
  /* Its direction from its own words, so a count reads right whichever way the page runs. */
  unicode-bidi: plaintext;
`;

const sizeOptions = pageSizes.map((size) => ({ value: String(size), label: String(size) }));

type Props = {
  perPage: number;
  onPerPage: (perPage: number) => void;
  selected: number;
  onClearSelection: () => void;
  typed: string;
  onType: (text: string) => void;
};

/**
 * Above the table: rows per page, how many rows are chosen (always there, so nothing moves when the
 * first is chosen) with a way to let them go, and the search.
 */
export function EmployeeToolbar({ perPage, onPerPage, selected, onClearSelection, typed, onType }: Props) {
  const { t } = useTranslation('datatables');
  const { number } = useFormat();
  return (
    <Toolbar>
      <ToolbarGroup>
        <PageSize>
          <Select
            aria-label={t('datatables.pageSize')}
            options={sizeOptions}
            value={String(perPage)}
            onValueChange={(value) => onPerPage(Number(value))}
          />
        </PageSize>
        <Chosen aria-live="polite">{t('datatables.selected', { count: selected, n: number(selected) })}</Chosen>
        <Button variant="outline" tone="secondary" size="sm" disabled={selected === 0} onClick={onClearSelection}>
          {t('datatables.clearSelection')}
        </Button>
      </ToolbarGroup>
      <ToolbarGroup>
        <SearchInput
          label={t('datatables.search')}
          placeholder={t('datatables.searchPlaceholder')}
          value={typed}
          onChange={(e) => onType(e.target.value)}
        />
      </ToolbarGroup>
    </Toolbar>
  );
}

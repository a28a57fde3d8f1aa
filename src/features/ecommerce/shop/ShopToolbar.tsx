import { LayoutGrid, List } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { productSorts, type ProductSort } from '@/lib/api/ecommerceRules';
import { Button } from '@/ui/button/Button';
import { SearchInput } from '@/ui/input/SearchInput';
import { Select } from '@/ui/select/Select';
import { shopViews, type ShopState, type ShopView } from './listParams';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-3);
  padding: var(--space-4) var(--space-5);
  > :first-child {
    flex: 1 1 12rem;
  }
  > :first-child label {
    inline-size: 100%;
  }
`;

const Sort = styled.div`
  flex: 1 1 12rem;
  @media (min-width: 36rem) {
    flex-grow: 0;
  }
`;

const Views = styled.div`
  display: inline-flex;
  gap: var(--space-1);
`;

const icons: Record<ShopView, ReactNode> = { grid: <LayoutGrid aria-hidden />, list: <List aria-hidden /> };

type Props = {
  state: ShopState;
  onChange: (patch: Partial<ShopState>) => void;
  /** What is typed in the search box (the list follows once typing pauses). */
  typed: string;
  onType: (text: string) => void;
  /** On a phone, the button that opens the filters' panel. */
  filters?: ReactNode;
};

/** Search, the filters' button on a phone, sort and the grid or list layout. */
export function ShopToolbar({ state, onChange, typed, onType, filters }: Props) {
  const { t } = useTranslation('shell');
  return (
    <Bar>
      <div>
        <SearchInput
          label={t('shop.search')}
          placeholder={t('shop.searchPlaceholder')}
          value={typed}
          onChange={(e) => onType(e.target.value)}
        />
      </div>
      {filters}
      <Views role="group" aria-label={t('shop.layout')}>
        {shopViews.map((view) => (
          <Button
            key={view}
            iconOnly
            variant={state.view === view ? 'tint' : 'text'}
            tone={state.view === view ? 'primary' : 'secondary'}
            aria-pressed={state.view === view}
            aria-label={t(`shop.view.${view}`)}
            onClick={() => onChange({ view, page: state.page })}
          >
            {icons[view]}
          </Button>
        ))}
      </Views>
      <Sort>
        <Select
          aria-label={t('shop.sortBy')}
          options={productSorts.map((sort) => ({ value: sort, label: t(`shop.sort.${sort}`) }))}
          value={state.sortBy}
          onValueChange={(value) => onChange({ sortBy: value as ProductSort })}
        />
      </Sort>
    </Bar>
  );
}

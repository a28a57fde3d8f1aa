import { useSearchBox } from '@/lib/hooks/useSearchBox';
import { SearchCard } from './SearchCard';

type Props = {
  /** The search in use (the list's `q`). */
  q: string;
  /** On the list: the search follows typing (after a pause) and Enter. */
  onSearch: (q: string) => void;
};

/** The sidebar's search box: a search landmark whose results are the list. */
export function SidebarSearch({ q, onSearch }: Props) {
  const [typed, setTyped] = useSearchBox(q, onSearch);
  return (
    <SearchCard
      typed={typed}
      onType={setTyped}
      onSubmit={() => {
        if (typed.trim() !== q) onSearch(typed.trim());
      }}
    />
  );
}

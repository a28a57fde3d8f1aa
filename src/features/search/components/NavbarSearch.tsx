import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/ui/modal/Modal';
import { Spinner } from '@/ui/spinner/Spinner';
import { Note } from './Note';
import { SearchTrigger } from './SearchTrigger';

const SearchPanel = lazy(() => import('./SearchPanel'));

const everyPage = () => true;

/**
 * The navbar search (docs/demo-api.md): pages, files and contacts, at most 4 each. Arrow keys move through
 * the pages, Enter opens one, Escape closes; Ctrl+K or Cmd+K opens it from anywhere. The navbar
 * carries the button and the shortcut; the box and its results load with the first opening.
 */
export function NavbarSearch({ isAvailable = everyPage }: { isAvailable?: (link: string) => boolean }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <Modal open={open} onOpenChange={setOpen} title={t('search.title')} trigger={<SearchTrigger />}>
      <Suspense
        fallback={
          <Note role="status">
            <Spinner size="sm" decorative /> {t('search.loading')}
          </Note>
        }
      >
        <SearchPanel isAvailable={isAvailable} onDone={() => setOpen(false)} />
      </Suspense>
    </Modal>
  );
}

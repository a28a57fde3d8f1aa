import { SearchX } from 'lucide-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button/Button';
import { EmptyState } from '@/ui/empty-state/EmptyState';
import { ErrorState } from '@/ui/error-state/ErrorState';
import { Spinner } from '@/ui/spinner/Spinner';

/** A screen or panel waiting for its data: a small spinner and "Loading…", announced politely. */
export function LoadingStatus({ style }: { style?: CSSProperties }) {
  const { t } = useTranslation();
  return (
    <p role="status" style={style}>
      <Spinner size="sm" decorative /> {t('app.loading')}
    </p>
  );
}

type Failed = { error: Error; isFetching: boolean; refetch: () => unknown };

/** A failed load (a react-query result in its error state): what failed, the server's words, and a retry. */
export function LoadError({ title, query }: { title: string; query: Failed }) {
  const { t } = useTranslation();
  return (
    <ErrorState
      titleAs="h2"
      title={title}
      message={query.error.message}
      retryLabel={t('state.retry')}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}

type NoMatchProps = { title: string; hint: string; clearLabel: string; onClear: () => void };

/** A search that found nothing in a list: says so, how to widen it, and a button that clears it. */
export function NoMatch({ title, hint, clearLabel, onClear }: NoMatchProps) {
  return (
    <EmptyState
      titleAs="h3"
      icon={<SearchX aria-hidden />}
      title={title}
      description={hint}
      action={
        <Button variant="outline" onClick={onClear}>
          {clearLabel}
        </Button>
      }
    />
  );
}

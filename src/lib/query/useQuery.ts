import { useQuery as useTanStackQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';

const ANSWERED = 'answered';

/**
 * TanStack Query's `useQuery`, whose first answer renders as a transition. A query tells React of its
 * answer through `useSyncExternalStore`, whose updates render synchronously: a list of fifty mails
 * arriving held a mid-range phone's main thread for about 340 ms in one piece. Until a query has
 * answered, the screen shows its loading state whatever else changes, so that answer can wait: the
 * screen keeps its loading state while React renders the answer in slices that yield to the browser,
 * then shows it whole. Later answers (a refetch, the next page kept on screen meanwhile) render at
 * once as before: deferred, they would show old data beside new state (a filter already changed).
 * Screens import it from here (a lint rule says so); what a query fetches and caches is unchanged.
 */
export const useQuery = ((options, queryClient) => {
  const result = useTanStackQuery(options, queryClient);
  // While pending, the result itself; once answered, a constant, so later answers defer nothing.
  const shown = useDeferredValue(result.isPending ? result : ANSWERED);
  return shown !== ANSWERED && !result.isPending ? shown : result;
}) as typeof useTanStackQuery;

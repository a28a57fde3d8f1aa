import { useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { MailboxScope } from '../api/mailbox';
import { parsePlace, placePath, type MailboxPlace } from './place';

/**
 * The mailbox's place (folder or label, open mail) and search as the URL has them, and the moves
 * between places: opening a mail or a folder is a new history entry (Back returns), the search
 * replaces the entry it refines.
 */
export function useMailboxRoute() {
  const { first, second, third } = useParams();
  const rest = [first, second, third].filter(Boolean).join('/');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const q = params.get('q') ?? '';
  const place = useMemo(() => parsePlace(rest), [rest]);
  const scope = useMemo<MailboxScope | null>(() => (place ? { ...place.view, q } : null), [place, q]);

  const go = (next: MailboxPlace, search = q, replace = false) => void navigate(placePath(next, search), { replace });
  return {
    place,
    scope,
    q,
    /** Another folder or label: its list, from the top, unsearched. */
    show: (view: MailboxPlace['view']) => go({ view }, ''),
    openMail: (mailId: number, replace = false) => place && go({ view: place.view, mailId }, q, replace),
    closeMail: () => place && go({ view: place.view }),
    search: (text: string) => place && go({ view: place.view }, text, true),
    pathOf: (next: MailboxPlace, search = q) => placePath(next, search),
  };
}
export type MailboxRoute = ReturnType<typeof useMailboxRoute>;

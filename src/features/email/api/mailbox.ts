import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/lib/query/useQuery';
import { api } from '@/lib/api/client';
import { emailPaths } from '@/lib/api/paths/email';
import type {
  ComposeBody,
  EmailContactsResponse,
  EmailDetail,
  EmailLabel,
  EmailResponse,
  EmailsResponse,
  EmailView,
  UpdateEmailsBody,
} from '@/lib/api/schemas/email';

/**
 * The mailbox's calls (docs/demo-api.md, Email). Every query starts with `emailKey`: whatever changes
 * a mail (read, starred, moved, labelled, sent, saved) reloads the lists, their counts and the open mail.
 */
export const emailKey = ['email'] as const;

/** The list a mail is shown in: a folder, or a label across the folders; `q` searches the subjects. */
export type MailboxScope = { folder?: EmailView; label?: EmailLabel; q: string };

const scopeQuery = ({ folder, label, q }: MailboxScope) => ({ folder, label, q: q || undefined });

export const mailsOptions = (scope: MailboxScope) =>
  queryOptions({
    queryKey: [...emailKey, 'list', scopeQuery(scope)],
    queryFn: ({ signal }) => api.get<EmailsResponse>(emailPaths.list, { query: scopeQuery(scope), signal }),
  });

/**
 * The list. While a new search of the same folder or label loads, the list before stays on screen;
 * another folder starts from its skeleton, so no list is ever shown under another's name. An address
 * that names no folder asks for nothing (`enabled`).
 */
export const useMails = (scope: MailboxScope, enabled = true) =>
  useQuery({
    ...mailsOptions(scope),
    enabled,
    placeholderData: (previous, previousQuery) => {
      const before = previousQuery?.queryKey[2] as ReturnType<typeof scopeQuery> | undefined;
      return before?.folder === scope.folder && before?.label === scope.label ? previous : undefined;
    },
  });

/** One mail, with whether its list has one before and after it. A 404 is the not-found state. */
export const useMail = (id: number | undefined, scope: MailboxScope) =>
  useQuery({
    queryKey: [...emailKey, 'mail', id, scopeQuery(scope)],
    queryFn: ({ signal }) => api.get<EmailDetail>(emailPaths.get, { query: { id: id!, ...scopeQuery(scope) }, signal }),
    enabled: id !== undefined,
  });

/** The neighbour of a mail in its list: `next` is the older one (the list is newest first). */
export const fetchNeighbour = (emailId: number, dir: 'previous' | 'next', scope: MailboxScope) =>
  api.get<EmailDetail>(emailPaths.paginate, { query: { emailId, dir, ...scopeQuery(scope) } });

function useMailboxChange<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => client.invalidateQueries({ queryKey: emailKey }) });
}

export type MailChange = { ids: number[]; data: UpdateEmailsBody['dataToUpdate'] };

/** Read or unread, starred or not, moved to a folder: merged into every mail named. */
export const useUpdateMails = () =>
  useMailboxChange(({ ids, data }: MailChange) =>
    api.post<{ emails: unknown[] }>(emailPaths.update, { emailIds: ids, dataToUpdate: data }),
  );

/** A label on every mail named: added where it is missing, removed where it is present. */
export const useToggleLabel = () =>
  useMailboxChange(({ ids, label }: { ids: number[]; label: EmailLabel }) =>
    api.post<{ emails: unknown[] }>(emailPaths.updateLabel, { emailIds: ids, label }),
  );

/** Sends the mail (filed in sent) or saves it as a draft. */
export const useSendMail = () =>
  useMailboxChange((mail: ComposeBody) => api.post<EmailResponse>(emailPaths.send, mail));
export const useSaveDraft = () =>
  useMailboxChange((mail: ComposeBody) => api.post<EmailResponse>(emailPaths.draft, mail));

/** The address book, for the recipients' suggestions. */
export const useEmailContacts = (q: string, enabled: boolean) =>
  useQuery({
    queryKey: [...emailKey, 'contacts', q],
    queryFn: ({ signal }) => api.get<EmailContactsResponse>(emailPaths.contacts, { query: { q }, signal }),
    select: (data) => data.contacts,
    placeholderData: keepPreviousData,
    enabled,
  });

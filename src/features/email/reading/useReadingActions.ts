import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmailDetail, EmailLabel } from '@/lib/api/schemas/email';
import { toast } from '@/ui/toast/toast';
import { fetchNeighbour, useToggleLabel, useUpdateMails, type MailboxScope, type MailChange } from '../api/mailbox';
import type { MailboxRoute } from '../mailbox/useMailboxRoute';

/**
 * What the mailbox does to mails: change them (read, star, folder), toggle a label, step to the
 * previous or next mail of the list, put the open one in the trash and open its neighbour. Opening
 * an unread mail reads it. A refusal is said in a toast; the list and the mail stay as they were.
 */
export function useReadingActions(route: MailboxRoute, scope: MailboxScope, opened: EmailDetail | undefined) {
  const { t } = useTranslation('email');
  const update = useUpdateMails();
  const label = useToggleLabel();
  const [stepping, setStepping] = useState(false);

  const markedRead = useRef<number | undefined>(undefined);
  const { mutate } = update;
  useEffect(() => {
    if (!opened || opened.isRead || markedRead.current === opened.id) return;
    markedRead.current = opened.id;
    mutate({ ids: [opened.id], data: { isRead: true } });
  }, [opened, mutate]);

  const refused = (error: Error) => toast.error(t('email.changeFailed', { reason: error.message }));
  const change = (what: MailChange) => update.mutate(what, { onError: refused });
  const toggleLabel = (ids: number[], which: EmailLabel) => label.mutate({ ids, label: which }, { onError: refused });

  const step = async (dir: 'previous' | 'next') => {
    const flag = dir === 'next' ? opened?.hasNextMail : opened?.hasPreviousMail;
    if (!opened || !flag || stepping) return;
    setStepping(true);
    try {
      route.openMail((await fetchNeighbour(opened.id, dir, scope)).id);
    } catch (error) {
      refused(error as Error);
    } finally {
      setStepping(false);
    }
  };

  /** The open mail to the trash; the next one opens (else the previous, else the list). */
  const trash = async () => {
    if (!opened || opened.folder === 'trash') return;
    const dir = opened.hasNextMail ? 'next' : opened.hasPreviousMail ? 'previous' : undefined;
    const neighbour = dir ? await fetchNeighbour(opened.id, dir, scope).catch(() => undefined) : undefined;
    update.mutate(
      { ids: [opened.id], data: { folder: 'trash' } },
      {
        onSuccess: () => {
          toast.success(t('email.trashed'));
          if (neighbour) route.openMail(neighbour.id, true);
          else route.closeMail();
        },
        onError: refused,
      },
    );
  };

  return {
    change,
    toggleLabel,
    step: (dir: 'previous' | 'next') => void step(dir),
    trash: () => void trash(),
    stepping,
    busy: update.isPending || label.isPending,
  };
}

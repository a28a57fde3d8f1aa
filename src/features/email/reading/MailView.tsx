import type { UseQueryResult } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Forward, Mail, Pencil, Reply, Star, Tag, Trash2, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api/client';
import { emailLabels, type EmailLabel } from '@/lib/api/emailRules';
import type { Email, EmailDetail } from '@/lib/api/schemas/email';
import { LoadError } from '@/lib/query/QueryStates';
import { Button } from '@/ui/button/Button';
import { DropdownMenu, DropdownMenuCheckboxItem, DropdownMenuLabel } from '@/ui/dropdown-menu/DropdownMenu';
import { EmptyState } from '@/ui/empty-state/EmptyState';
import type { MailChange } from '../api/mailbox';
import { IconAction } from '../components/IconAction';
import { Answer, Pane, Scroll, Tools, Top } from './MailView.styles';
import { MessageCard } from './MessageCard';
import { BackToList, ReadingPending } from './ReadingPending';

export type ReadingActions = {
  close: () => void;
  step: (dir: 'previous' | 'next') => void;
  stepping: boolean;
  change: (change: MailChange) => void;
  label: (label: EmailLabel) => void;
  trash: () => void;
  busy: boolean;
  reply: (mail: Email, kind: 'reply' | 'forward') => void;
  editDraft: (mail: Email) => void;
};

type Props = { query: UseQueryResult<EmailDetail>; actions: ReadingActions };

/**
 * The open mail: sender, recipients, time, labels, the sanitized message, attachments with their
 * sizes and the replies of its thread; previous and next in its list (disabled at the
 * ends), star, labels, unread, trash, reply and forward.
 */
export function MailView({ query, actions }: Props) {
  const { t } = useTranslation('email');
  const mail = query.data;
  if (query.isPending) return <ReadingPending onClose={actions.close} />;
  if (query.isError && !mail)
    return (
      <ReadingPending onClose={actions.close}>
        {query.error instanceof ApiError && query.error.status === 404 ? (
          <EmptyState
            titleAs="h2"
            icon={<Mail aria-hidden />}
            title={t('email.read.notFound')}
            description={query.error.message}
          />
        ) : (
          <LoadError title={t('email.read.failed')} query={query} />
        )}
      </ReadingPending>
    );
  if (!mail) return null;
  const subject = mail.subject || t('email.noSubject');
  const icon = { 'aria-hidden': true, size: 18 } as const;
  return (
    <Pane aria-labelledby="email-subject">
      <Top>
        <BackToList onClose={actions.close} />
        <h2 id="email-subject">{subject}</h2>
        <Tools>
          <IconAction
            label={t('email.read.previous')}
            disabled={!mail.hasPreviousMail || actions.stepping}
            onClick={() => actions.step('previous')}
          >
            <ChevronLeft {...icon} className="directional" />
          </IconAction>
          <IconAction
            label={t('email.read.next')}
            disabled={!mail.hasNextMail || actions.stepping}
            onClick={() => actions.step('next')}
          >
            <ChevronRight {...icon} className="directional" />
          </IconAction>
        </Tools>
      </Top>
      <Scroll>
        <Tools role="toolbar" aria-label={t('email.read.actions')}>
          <Button
            variant="text"
            tone={mail.isStarred ? 'warning' : 'secondary'}
            size="sm"
            startIcon={<Star {...icon} fill={mail.isStarred ? 'currentColor' : 'none'} />}
            aria-pressed={mail.isStarred}
            disabled={actions.busy}
            onClick={() => actions.change({ ids: [mail.id], data: { isStarred: !mail.isStarred } })}
          >
            {t('email.read.star')}
          </Button>
          <DropdownMenu
            align="start"
            trigger={
              <Button variant="text" tone="secondary" size="sm" startIcon={<Tag {...icon} />} disabled={actions.busy}>
                {t('email.bulk.labels')}
              </Button>
            }
          >
            <DropdownMenuLabel>{t('email.bulk.toggleLabel')}</DropdownMenuLabel>
            {emailLabels.map((label) => (
              <DropdownMenuCheckboxItem
                key={label}
                checked={mail.labels.includes(label)}
                onSelect={() => actions.label(label)}
              >
                {t(`email.label.${label}`)}
              </DropdownMenuCheckboxItem>
            ))}
          </DropdownMenu>
          <Button
            variant="text"
            tone="secondary"
            size="sm"
            startIcon={<Mail {...icon} />}
            disabled={actions.busy}
            onClick={() => {
              actions.change({ ids: [mail.id], data: { isRead: false } });
              actions.close();
            }}
          >
            {t('email.bulk.unread')}
          </Button>
          {mail.folder === 'trash' ? (
            <Button
              variant="text"
              tone="secondary"
              size="sm"
              startIcon={<Undo2 {...icon} />}
              disabled={actions.busy}
              onClick={() => actions.change({ ids: [mail.id], data: { folder: 'inbox' } })}
            >
              {t('email.read.restore')}
            </Button>
          ) : (
            <Button
              variant="text"
              tone="danger"
              size="sm"
              startIcon={<Trash2 {...icon} />}
              disabled={actions.busy}
              onClick={actions.trash}
            >
              {t('email.bulk.trash')}
            </Button>
          )}
        </Tools>
        <MessageCard mail={mail} />
        {mail.replies.map((reply) => (
          <MessageCard key={reply.id} mail={reply} reply />
        ))}
        <Answer>
          {mail.folder === 'draft' ? (
            <Button startIcon={<Pencil {...icon} />} onClick={() => actions.editDraft(mail)}>
              {t('email.read.editDraft')}
            </Button>
          ) : (
            <>
              <Button
                variant="outline"
                startIcon={<Reply {...icon} className="directional" />}
                onClick={() => actions.reply(mail, 'reply')}
              >
                {t('email.read.reply')}
              </Button>
              <Button
                variant="outline"
                tone="secondary"
                startIcon={<Forward {...icon} className="directional" />}
                onClick={() => actions.reply(mail, 'forward')}
              >
                {t('email.read.forward')}
              </Button>
            </>
          )}
        </Answer>
      </Scroll>
    </Pane>
  );
}

import type { UseQueryResult } from '@tanstack/react-query';
import { Inbox, Paperclip } from 'lucide-react';
import { memo, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Email, EmailLabel, EmailsResponse } from '@/lib/api/schemas/email';
import { useFormat } from '@/lib/format';
import { htmlToText } from '@/lib/html/htmlToText';
import { LoadError, NoMatch } from '@/lib/query/QueryStates';
import { Avatar } from '@/ui/avatar/Avatar';
import { Button } from '@/ui/button/Button';
import { Checkbox } from '@/ui/checkbox/Checkbox';
import { EmptyState } from '@/ui/empty-state/EmptyState';
import { SearchInput } from '@/ui/input/SearchInput';
import { Skeleton } from '@/ui/skeleton/Skeleton';
import { StarToggle } from '@/ui/star-toggle/StarToggle';
import type { MailChange } from '../api/mailbox';
import { BulkActions } from './BulkActions';
import type { MailboxPlace } from './place';
import { labelTones } from './views';
import { Bar, Dot, Hint, Meta, Open, Pane, Preview, Row, Rows, Text, Tools, Who } from './MailList.styles';
import { publicUrl } from '@/lib/publicUrl';

type Props = {
  query: UseQueryResult<EmailsResponse>;
  place: MailboxPlace;
  pathOf: (place: MailboxPlace) => string;
  typed: string;
  onType: (text: string) => void;
  onClearSearch: () => void;
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], on: boolean) => void;
  onChange: (change: MailChange) => void;
  onLabel: (ids: number[], label: EmailLabel) => void;
  busy: boolean;
  /** On a phone, the button that opens the folders. */
  folders?: ReactNode;
  /** The list's title, for the region and the empty state. */
  title: string;
};

/**
 * A folder's or label's mails, newest first: search on the subject, select one, all or none, and act
 * on the selection; each mail opens in the reading pane, its row highlighted while it is open.
 */
export function MailList(props: Props) {
  const { query, place, typed, onType, onClearSearch, selected, onSelect, folders, title } = props;
  const { t } = useTranslation('email');
  const mails = query.data?.emails;
  const chosen = useMemo(() => (mails ?? []).filter((mail) => selected.has(mail.id)), [mails, selected]);
  const all = mails !== undefined && mails.length > 0 && chosen.length === mails.length;
  const folder = 'folder' in place.view ? place.view.folder : undefined;

  let body: ReactNode;
  if (query.isPending) body = <Placeholder />;
  else if (query.isError && !mails) body = <LoadError title={t('email.list.failed')} query={query} />;
  else if (mails && mails.length === 0)
    body = typed.trim() ? (
      <NoMatch
        title={t('email.list.noMatch', { q: typed.trim() })}
        hint={t('email.list.noMatchHint')}
        clearLabel={t('email.list.clearSearch')}
        onClear={onClearSearch}
      />
    ) : (
      <EmptyState titleAs="h3" icon={<Inbox aria-hidden />} title={t('email.list.empty', { place: title })} />
    );
  else
    body = (
      <Rows aria-label={title} $busy={query.isFetching && !query.isPending} aria-busy={query.isFetching}>
        {mails?.map((mail) => (
          <MailRow
            key={mail.id}
            mail={mail}
            active={mail.id === place.mailId}
            checked={selected.has(mail.id)}
            href={props.pathOf({ view: place.view, mailId: mail.id })}
            outgoing={mail.folder === 'sent' || mail.folder === 'draft'}
            onSelect={onSelect}
            onStar={(on) => props.onChange({ ids: [mail.id], data: { isStarred: on } })}
          />
        ))}
      </Rows>
    );

  return (
    <Pane aria-label={title}>
      <Bar>
        {folders}
        <SearchInput
          label={t('email.list.search')}
          aria-label={t('email.list.search')}
          placeholder={t('email.list.searchPlaceholder')}
          value={typed}
          onChange={(event) => onType(event.target.value)}
        />
      </Bar>
      <Tools>
        <Checkbox
          label={t('email.list.selectAll')}
          hideLabel
          checked={all ? true : chosen.length > 0 ? 'indeterminate' : false}
          disabled={!mails || mails.length === 0}
          onCheckedChange={() =>
            onSelect(
              (mails ?? []).map((mail) => mail.id),
              !all,
            )
          }
        />
        {chosen.length > 0 ? (
          <>
            <BulkActions
              selected={chosen}
              folder={folder}
              busy={props.busy}
              onChange={props.onChange}
              onLabel={(label) =>
                props.onLabel(
                  chosen.map((mail) => mail.id),
                  label,
                )
              }
            />
            <Button variant="text" tone="secondary" size="sm" onClick={() => onSelect([...selected], false)}>
              {t('email.list.selectNone')}
            </Button>
            <span role="status">{t('email.list.selected', { count: chosen.length })}</span>
          </>
        ) : (
          <Hint aria-hidden>{t('email.list.selectHint')}</Hint>
        )}
      </Tools>
      {body}
    </Pane>
  );
}

type RowProps = {
  mail: Email;
  active: boolean;
  checked: boolean;
  href: string;
  outgoing: boolean;
  onSelect: (ids: number[], on: boolean) => void;
  onStar: (on: boolean) => void;
};

const MailRow = memo(function MailRow({ mail, active, checked, href, outgoing, onSelect, onStar }: RowProps) {
  const { t } = useTranslation('email');
  const { date } = useFormat();
  const who = outgoing
    ? t('email.list.to', { names: mail.to.map((person) => person.name || person.email).join(', ') || '—' })
    : mail.from.name;
  const preview = useMemo(() => htmlToText(mail.message), [mail.message]);
  return (
    <Row $unread={!mail.isRead} $active={active}>
      <Checkbox
        label={t('email.list.select', { subject: mail.subject || t('email.noSubject') })}
        hideLabel
        checked={checked}
        onCheckedChange={(on) => onSelect([mail.id], on === true)}
      />
      <StarToggle
        pressed={mail.isStarred}
        label={t('email.star', { subject: mail.subject || t('email.noSubject') })}
        onPressedChange={onStar}
      />
      <Open to={href} aria-current={active ? 'true' : undefined}>
        <Avatar
          name={outgoing ? (mail.to[0]?.name ?? '') : mail.from.name}
          src={publicUrl(mail.from.avatar)}
          size="sm"
        />
        <Text>
          <Who>
            {!mail.isRead && <span className="visually-hidden">{t('email.unread')} </span>}
            {who}
          </Who>
          <span>{mail.subject || t('email.noSubject')}</span>
          <Preview>{preview}</Preview>
        </Text>
        <Meta>
          <time dateTime={mail.time}>{date(mail.time, { month: 'short', day: 'numeric' })}</time>
          <span>
            {mail.attachments.length > 0 && (
              <>
                <Paperclip size={14} aria-hidden />
                <span className="visually-hidden">{t('email.attachments', { count: mail.attachments.length })}</span>
              </>
            )}
            {mail.labels.map((label) => (
              <Dot key={label} $tone={labelTones[label]} title={t(`email.label.${label}`)} />
            ))}
            {mail.labels.length > 0 && (
              <span className="visually-hidden">
                {mail.labels.map((label) => t(`email.label.${label}`)).join(', ')}
              </span>
            )}
          </span>
        </Meta>
      </Open>
    </Row>
  );
});

const placeholder: Email[] = Array.from({ length: 6 }, (_, i) => ({
  id: i + 1,
  from: { name: 'Loading sender', email: '', avatar: '' },
  to: [],
  subject: 'Loading the subject of the mail',
  cc: [],
  bcc: [],
  message: '<p>Loading the first words of the mail</p>',
  attachments: [],
  isStarred: false,
  labels: [],
  time: '2026-01-01T00:00:00.000Z',
  replies: [],
  folder: 'inbox',
  isRead: true,
}));

function Placeholder() {
  const { t } = useTranslation('email');
  return (
    <Skeleton label={t('app.loading')}>
      <Rows $busy={false}>
        {placeholder.map((mail) => (
          <MailRow
            key={mail.id}
            mail={mail}
            active={false}
            checked={false}
            href="#"
            outgoing={false}
            onSelect={() => {}}
            onStar={() => {}}
          />
        ))}
      </Rows>
    </Skeleton>
  );
}

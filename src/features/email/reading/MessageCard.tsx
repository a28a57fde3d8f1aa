import { useTranslation } from 'react-i18next';
import type { Email } from '@/lib/api/schemas/email';
import { useFormat } from '@/lib/format';
import { Avatar } from '@/ui/avatar/Avatar';
import { Badge } from '@/ui/badge/Badge';
import { labelTones } from '../mailbox/views';
import { MailBody } from './MailBody';
import { Files, From, Header, Labels, Message, Sent } from './MailView.styles';
import { publicUrl } from '@/lib/publicUrl';

/**
 * One message of the thread, the mail or one of the replies that follow it: who wrote to whom and
 * when, its labels, body and attachments.
 */
export function MessageCard({ mail, reply = false }: { mail: Email; reply?: boolean }) {
  const { t } = useTranslation('email');
  const { date } = useFormat();
  const people = (list: { name: string; email: string }[]) =>
    list.map((person) => (person.name ? `${person.name} <${person.email}>` : person.email)).join(', ');
  return (
    <Message aria-label={reply ? t('email.read.replyFrom', { name: mail.from.name }) : t('email.read.message')}>
      <Header>
        <Avatar name={mail.from.name} src={publicUrl(mail.from.avatar)} />
        <div>
          <From>
            {mail.from.name}{' '}
            <small>
              <bdi>&lt;{mail.from.email}&gt;</bdi>
            </small>
          </From>
          <dl>
            <dt>{t('email.read.to')}</dt>
            <dd>
              <bdi>{people(mail.to) || '—'}</bdi>
            </dd>
            {mail.cc.length > 0 && (
              <>
                <dt>{t('email.read.cc')}</dt>
                <dd>
                  <bdi>{mail.cc.join(', ')}</bdi>
                </dd>
              </>
            )}
            {mail.bcc.length > 0 && (
              <>
                <dt>{t('email.read.bcc')}</dt>
                <dd>
                  <bdi>{mail.bcc.join(', ')}</bdi>
                </dd>
              </>
            )}
          </dl>
        </div>
        <Sent>
          <time dateTime={mail.time}>{date(mail.time, { dateStyle: 'medium', timeStyle: 'short' })}</time>
          {mail.labels.length > 0 && (
            <Labels>
              {mail.labels.map((label) => (
                <Badge key={label} tone={labelTones[label]} pill>
                  {t(`email.label.${label}`)}
                </Badge>
              ))}
            </Labels>
          )}
        </Sent>
      </Header>
      <MailBody html={mail.message} label={t('email.read.body')} />
      {mail.attachments.length > 0 && (
        <Files aria-label={t('email.attachments', { count: mail.attachments.length })}>
          {mail.attachments.map((file) => {
            const content = (
              <>
                <img src={publicUrl(file.thumbnail)} alt="" />
                <span>
                  {file.fileName} <small>({file.size})</small>
                </span>
              </>
            );
            return (
              <li key={file.fileName}>
                {file.url ? (
                  <a href={publicUrl(file.url)} download={file.fileName}>
                    {content}
                  </a>
                ) : (
                  content
                )}
              </li>
            );
          })}
        </Files>
      )}
    </Message>
  );
}

import { useTranslation } from 'react-i18next';
import type { ChatContact, ChatMessage } from '@/lib/api/schemas/chat';
import { useFormat } from '@/lib/format';
import { Avatar } from '@/ui/avatar/Avatar';
import { groupMessages } from '../messageGroups';
import { MessageText } from './MessageText';
import { Bubble, Bubbles, DaySeparator, GroupRow, Meta, SenderName } from './messageStyles';
import { publicUrl } from '@/lib/publicUrl';

/** The thread's messages by day, each day by runs of one sender, the time under each run. */
export function MessageDays({ messages, contact }: { messages: readonly ChatMessage[]; contact: ChatContact }) {
  const { t } = useTranslation('chat');
  const format = useFormat();
  return groupMessages(messages).map(({ day, groups }) => (
    <div key={day}>
      <DaySeparator>
        <time dateTime={day}>{format.date(day, { dateStyle: 'full' })}</time>
      </DaySeparator>
      {groups.map((group) => {
        const mine = group.senderId !== contact.id;
        const last = group.messages.at(-1)!;
        return (
          <GroupRow key={last.time + group.senderId} $mine={mine}>
            {!mine && (
              <span aria-hidden>
                <Avatar size="sm" name={contact.fullName} src={publicUrl(contact.avatar)} />
              </span>
            )}
            <Bubbles $mine={mine}>
              {group.messages.map((message, i) => (
                <Bubble key={i} $mine={mine}>
                  {i === 0 && <SenderName>{mine ? t('chat.me') : contact.fullName}: </SenderName>}
                  <MessageText text={message.message} />
                </Bubble>
              ))}
              <Meta>
                <time dateTime={last.time}>{format.date(last.time, { timeStyle: 'short' })}</time>
              </Meta>
            </Bubbles>
          </GroupRow>
        );
      })}
    </div>
  ));
}

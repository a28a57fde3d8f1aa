import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Avatar } from '@/ui/avatar/Avatar';
import { Skeleton } from '@/ui/skeleton/Skeleton';
import { Bubble, Bubbles, GroupRow } from './messageStyles';
import { Header } from './ThreadHeader';
import { ThreadFrame } from './threadLayout';

const Lines = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  gap: var(--space-3);
  padding: var(--space-4);
`;

const rows = [
  { mine: false, text: 'A first message of some length' },
  { mine: true, text: 'An answer' },
  { mine: false, text: 'Another message, a little longer than that' },
  { mine: true, text: 'A last answer of a few words' },
];

/** The thread while it loads: its header and a few bubbles, in their places. */
export function ThreadSkeleton() {
  const { t } = useTranslation('chat');
  return (
    <ThreadFrame aria-label={t('chat.loadingChat')}>
      <Skeleton label={t('chat.loadingChat')}>
        <Header>
          <Avatar name="Placeholder" />
          <strong>Placeholder name</strong>
        </Header>
        <Lines>
          {rows.map((row, i) => (
            <GroupRow key={i} $mine={row.mine}>
              <Bubbles $mine={row.mine}>
                {/* Card-coloured, not in the primary colour: nothing there yet. */}
                <Bubble $mine={false}>{row.text}</Bubble>
              </Bubbles>
            </GroupRow>
          ))}
        </Lines>
      </Skeleton>
    </ThreadFrame>
  );
}

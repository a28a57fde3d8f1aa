import { ArrowDown } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/ui/button/Button';

const Frame = styled.div`
  position: relative;
  flex: 1;
  min-block-size: 0;
  display: flex;
  flex-direction: column;
`;

const Scroller = styled.div`
  flex: 1;
  min-block-size: 0;
  overflow-y: auto;
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
  padding: var(--space-4);
  background: var(--c-body);
  &:focus-visible {
    box-shadow: inset var(--focus-ring);
  }
`;

const Jump = styled.div`
  position: absolute;
  inset-block-end: var(--space-3);
  inset-inline: 0;
  display: flex;
  justify-content: center;
  pointer-events: none;
  button {
    pointer-events: auto;
    box-shadow: var(--shadow-lg);
  }
`;

/** How near the end (px) still counts as reading the newest messages. */
const NEAR_END = 48;

type Props = {
  label: string;
  /** How many messages there are: more than the reader saw at the end is news. */
  count: number;
  /** Changes whenever the end of the list changes (a message, the typing indicator): the list follows it if the reader is at the end. */
  tail: string;
  /** The newest item is one's own: the list goes to it wherever the reader was. */
  ownLast: boolean;
  children: ReactNode;
};

/**
 * The thread's scrolling log. It stays pinned to the newest message as messages come, unless the
 * reader has scrolled up to read: then a button says new messages came and jumps to them.
 */
export function MessageList({ label, count, tail, ownLast, children }: Props) {
  const { t } = useTranslation('chat');
  const ref = useRef<HTMLDivElement>(null);
  const [atEnd, setAtEnd] = useState(true);
  // The count the reader has seen at the end; more than that, while scrolled up, is news.
  const [seen, setSeen] = useState(count);

  useLayoutEffect(() => {
    const log = ref.current;
    if (log && (atEnd || ownLast)) log.scrollTop = log.scrollHeight;
    // Only when something came: a scroll by the reader must not pull them back.
  }, [tail]); // eslint-disable-line react-hooks/exhaustive-deps

  const onScroll = () => {
    const log = ref.current!;
    const end = log.scrollHeight - log.scrollTop - log.clientHeight < NEAR_END;
    setAtEnd(end);
    if (end) setSeen(count);
  };
  const jump = () => {
    const log = ref.current!;
    log.scrollTo({ top: log.scrollHeight });
  };
  const news = !atEnd && count > seen;

  return (
    <Frame>
      {/* Focusable, so the keyboard can scroll it; a log, so what comes is read out politely. */}
      <Scroller ref={ref} role="log" aria-label={label} tabIndex={0} onScroll={onScroll}>
        {children}
      </Scroller>
      {!atEnd && (
        <Jump>
          <Button size="sm" startIcon={<ArrowDown aria-hidden />} onClick={jump}>
            {news ? t('chat.newMessages') : t('chat.jumpToLatest')}
          </Button>
        </Jump>
      )}
    </Frame>
  );
}

import type { Decorator } from '@storybook/react-vite';
import { setDemoNow } from '@/mocks';
import { OutboxProvider } from '@/features/chat/components/OutboxProvider';

/** The chat stories' "now": the seeded chats' day, so times and day separators never change. */
export const CHAT_NOW = '2026-01-15T10:00:00.000Z';

/** A meta's `beforeEach`: the demo server's clock fixed at CHAT_NOW, set back after the story. */
export const fixChatClock = () => {
  setDemoNow(CHAT_NOW);
  return () => setDemoNow();
};

/**
 * Moves the demo server's clock on: a reply the contact was writing (1.5 s after the message) comes
 * with the chat's next poll.
 */
export const advanceChatClock = (ms: number) => setDemoNow(new Date(new Date(CHAT_NOW).getTime() + ms));

/** A pane alone, in a frame of the size the page gives it (`inline` wide, 36rem high). */
export const inChatFrame =
  (inline: string): Decorator =>
  (Story) => (
    <div
      style={{
        inlineSize: `min(100%, ${inline})`,
        blockSize: '36rem',
        display: 'grid',
        overflow: 'hidden',
        border: '1px solid var(--c-border)',
        borderRadius: 'var(--radius-lg)',
      }}
    >
      <OutboxProvider>
        <Story />
      </OutboxProvider>
    </div>
  );

import { createContext, use, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSendMessage } from '../api/sendMessage';

/** A message on its way, or one the server refused: it stays in its chat until sent. */
export type OutgoingMessage = { key: number; message: string; state: 'sending' | 'failed'; error?: string };

type Outbox = {
  byContact: Readonly<Record<number, readonly OutgoingMessage[]>>;
  send: (contactId: number, message: string) => void;
  retry: (contactId: number, key: number) => void;
};

const OutboxContext = createContext<Outbox | null>(null);

/**
 * The messages not sent yet, per chat, for the whole chat screen: a failed one stays, marked, with
 * its text, while the reader opens other chats and comes back.
 */
export function OutboxProvider({ children }: { children: ReactNode }) {
  const [byContact, setByContact] = useState<Outbox['byContact']>({});
  const sendMessage = useSendMessage();
  const lastKey = useRef(0);

  const change = useCallback(
    (contactId: number, update: (list: readonly OutgoingMessage[]) => readonly OutgoingMessage[]) =>
      setByContact((all) => ({ ...all, [contactId]: update(all[contactId] ?? []) })),
    [],
  );

  const deliver = useCallback(
    (contactId: number, key: number, message: string) =>
      sendMessage(contactId, message, () => change(contactId, (list) => list.filter((m) => m.key !== key))).catch(
        (error: Error) =>
          change(contactId, (list) =>
            list.map((m) => (m.key === key ? { ...m, state: 'failed', error: error.message } : m)),
          ),
      ),
    [change, sendMessage],
  );

  const outbox = useMemo<Outbox>(
    () => ({
      byContact,
      send: (contactId, message) => {
        const key = ++lastKey.current;
        change(contactId, (list) => [...list, { key, message, state: 'sending' }]);
        deliver(contactId, key, message);
      },
      retry: (contactId, key) => {
        const failed = byContact[contactId]?.find((m) => m.key === key);
        if (!failed) return;
        change(contactId, (list) =>
          list.map((m) => (m.key === key ? { key, message: m.message, state: 'sending' } : m)),
        );
        deliver(contactId, key, failed.message);
      },
    }),
    [byContact, change, deliver],
  );
  return <OutboxContext value={outbox}>{children}</OutboxContext>;
}

/** The chat's messages not sent yet, and how to send one or try a failed one again. */
export function useOutbox(contactId: number) {
  const outbox = use(OutboxContext);
  if (!outbox) throw new Error('useOutbox needs an OutboxProvider around it');
  return {
    pending: outbox.byContact[contactId] ?? [],
    send: (message: string) => outbox.send(contactId, message),
    retry: (key: number) => outbox.retry(contactId, key),
  };
}

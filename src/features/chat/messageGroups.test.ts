import { describe, expect, it } from 'vitest';
import { groupMessages } from './messageGroups';

const at = (time: string, senderId: number, message = time) => ({ message, time, senderId });

describe('groupMessages', () => {
  it('groups a sender’s messages in a row, and starts a new day at UTC midnight', () => {
    const a = at('2026-01-14T23:58:00.000Z', 3);
    const b = at('2026-01-14T23:59:00.000Z', 3);
    const c = at('2026-01-15T00:01:00.000Z', 3);
    const d = at('2026-01-15T00:02:00.000Z', 11);
    const e = at('2026-01-15T00:03:00.000Z', 3);
    expect(groupMessages([a, b, c, d, e])).toEqual([
      { day: '2026-01-14', groups: [{ senderId: 3, messages: [a, b] }] },
      {
        day: '2026-01-15',
        groups: [
          { senderId: 3, messages: [c] },
          { senderId: 11, messages: [d] },
          { senderId: 3, messages: [e] },
        ],
      },
    ]);
  });

  it('has no days for no messages', () => {
    expect(groupMessages([])).toEqual([]);
  });
});

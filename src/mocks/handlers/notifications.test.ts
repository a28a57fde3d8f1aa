import { describe, expect, it } from 'vitest';
import type { NotificationsResponse } from '@/lib/api/schemas/notifications';
import { base, demoFetch, withDemoServer } from '@/test/demoServer';

withDemoServer();

const get = async () => (await (await demoFetch(`${base}/api/notifications`)).json()) as NotificationsResponse;
const send = (method: 'POST' | 'DELETE', path: string, body?: unknown) =>
  demoFetch(`${base}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('GET /api/notifications', () => {
  it('lists the notifications newest first with the unread count', async () => {
    const { notifications, unread } = await get();
    expect(notifications).toHaveLength(6);
    expect(unread).toBe(notifications.filter((n) => !n.read).length);
    expect(unread).toBe(3);
    const times = notifications.map((n) => Date.parse(n.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe('POST /api/notifications/read', () => {
  it('marks the listed ones read, and ignores unknown ids', async () => {
    const response = await send('POST', '/api/notifications/read', { ids: [1, 999] });
    expect(response.status).toBe(200);
    const { notifications, unread } = (await response.json()) as NotificationsResponse;
    expect(unread).toBe(2);
    expect(notifications.find((n) => n.id === 1)?.read).toBe(true);
  });

  it('marks every one read without ids', async () => {
    expect(((await (await send('POST', '/api/notifications/read', {})).json()) as NotificationsResponse).unread).toBe(
      0,
    );
    expect((await get()).unread).toBe(0);
  });

  it('refuses ids that are not whole numbers, changing nothing', async () => {
    const response = await send('POST', '/api/notifications/read', { ids: ['1'] });
    expect(response.status).toBe(400);
    expect((await get()).unread).toBe(3);
  });
});

describe('DELETE /api/notifications', () => {
  it('dismisses one, then answers 404 for it', async () => {
    const response = await send('DELETE', '/api/notifications?id=2');
    expect(response.status).toBe(200);
    expect(((await response.json()) as NotificationsResponse).notifications.map((n) => n.id)).not.toContain(2);
    expect((await send('DELETE', '/api/notifications?id=2')).status).toBe(404);
    expect((await send('DELETE', '/api/notifications?id=abc')).status).toBe(400);
  });
});

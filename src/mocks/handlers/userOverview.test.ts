import { describe, expect, it } from 'vitest';
import { userOverview, type UserOverview } from '@/lib/api/schemas/users';
import { get, post, withDemoServer } from '@/test/demoServer';

withDemoServer();

const overview = (id: number | string) => get<UserOverview>('/api/users/user/overview', { id });

describe('GET /api/users/user/overview (beyond the original brief)', () => {
  it("answers a user's tabs in the documented shape, the same on every call", async () => {
    const first = await overview(3);
    expect(first.status).toBe(200);
    expect(userOverview.parse(first.body)).toEqual(first.body);
    expect(first.body.projects).toHaveLength(4);
    for (const p of first.body.projects) expect(p.doneTasks).toBeLessThanOrEqual(p.totalTasks);
    const times = first.body.activity.map((a) => Date.parse(a.time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const again = await overview(3);
    expect(again.body.projects).toEqual(first.body.projects);
  });

  it('differs from user to user', async () => {
    const [a, b] = await Promise.all([overview(1), overview(2)]);
    expect(a.body.projects).not.toEqual(b.body.projects);
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    expect((await overview(999)).status).toBe(404);
    expect((await overview('x')).status).toBe(400);
  });
});

describe('POST /api/users/user/preferences (beyond the original brief)', () => {
  it('saves connections and keeps the notifications as they were', async () => {
    const before = (await overview(4)).body;
    const connections = { google: false, slack: true, github: true, mailchimp: false, asana: true };
    const saved = await post<UserOverview>('/api/users/user/preferences', { id: 4, connections });
    expect(saved.status).toBe(200);
    expect(saved.body.connections).toEqual(connections);
    expect(saved.body.notifications).toEqual(before.notifications);
    expect((await overview(4)).body.connections).toEqual(connections);
  });

  it('refuses unknown keys and wrong types with 400, an unknown user with 404', async () => {
    const bad = await post<{ error: string }>('/api/users/user/preferences', { id: 4, connections: { google: 'yes' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/connections/);
    expect((await post('/api/users/user/preferences', { id: 4, extra: 1 })).status).toBe(400);
    expect((await post('/api/users/user/preferences', { id: 999 })).status).toBe(404);
  });
});

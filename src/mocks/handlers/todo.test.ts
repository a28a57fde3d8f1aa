import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Assignee, Task } from '@/lib/api/schemas/todo';
import { del, get, post, withDemoServer } from '@/test/demoServer';
import { setDemoNow } from '../clock';
import seed from '../data/seed/tasks.json';
import users from '../data/seed/users.json';

withDemoServer();
// The seed's month: its due dates are served as written.
beforeEach(() => setDemoNow('2026-01-15T10:00:00'));
afterEach(() => setDemoNow());

const tasks = seed as Task[];
const list = (query: Record<string, string> = {}) => get<Task[]>('/apps/todo/tasks', query);
const ids = (rows: { id: number }[]) => rows.map((t) => t.id);
const idsDesc = (rows: Task[]) => rows.map((t) => t.id).sort((a, b) => b - a);

describe('GET /apps/todo/tasks', () => {
  it('default view: every task not deleted, latest first', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(ids(body)).toEqual(idsDesc(tasks.filter((t) => !t.isDeleted)));
  });

  it.each([
    ['important', (t: Task) => t.isImportant && !t.isDeleted],
    ['completed', (t: Task) => t.isCompleted && !t.isDeleted],
    ['deleted', (t: Task) => t.isDeleted],
  ] as const)('filter %s', async (filter, test) => {
    const { body } = await list({ filter });
    expect(ids(body)).toEqual(idsDesc(tasks.filter(test)));
    expect(body.length).toBeGreaterThan(0);
  });

  it('tag filter, alone and with a view and a search', async () => {
    expect(ids((await list({ tag: 'high' })).body)).toEqual(
      idsDesc(tasks.filter((t) => t.tags.includes('high') && !t.isDeleted)),
    );
    const combined = (await list({ tag: 'team', filter: 'important', q: 'the' })).body;
    expect(ids(combined)).toEqual(
      idsDesc(
        tasks.filter(
          (t) => t.tags.includes('team') && t.isImportant && !t.isDeleted && t.title.toLowerCase().includes('the'),
        ),
      ),
    );
  });

  it('q searches titles, in any case', async () => {
    expect(ids((await list({ q: 'DATABASE' })).body)).toEqual(
      idsDesc(tasks.filter((t) => !t.isDeleted && /database/i.test(t.title))),
    );
  });

  it('sorts by title both ways, assignee and due date', async () => {
    const titles = (await list({ sortBy: 'title-asc' })).body.map((t) => t.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    expect((await list({ sortBy: 'title-desc' })).body.map((t) => t.title)).toEqual([...titles].reverse());
    const assignees = (await list({ sortBy: 'assignee' })).body.map((t) => t.assignee?.fullName ?? '');
    expect(assignees).toEqual([...assignees].sort((a, b) => a.localeCompare(b)));
    const due = (await list({ sortBy: 'due-date' })).body.map((t) => t.dueDate);
    expect(due).toEqual([...due].sort());
  });

  it('rejects an unknown filter, tag or sort with 400', async () => {
    expect((await list({ filter: 'archived' })).status).toBe(400);
    expect((await list({ tag: 'urgent' })).status).toBe(400);
    expect((await list({ sortBy: 'random' })).status).toBe(400);
  });
});

describe('add, update and delete', () => {
  it('adds with id last + 1 and defaults; it shows first under latest', async () => {
    const { status, body } = await post<{ task: Task }>('/apps/todo/add-tasks', {
      task: { title: 'Ship it', dueDate: '2026-02-01', tags: ['high'] },
    });
    expect(status).toBe(201);
    expect(body.task).toEqual({
      id: tasks.at(-1)!.id + 1,
      title: 'Ship it',
      dueDate: '2026-02-01',
      description: '',
      assignee: null,
      tags: ['high'],
      isCompleted: false,
      isImportant: false,
      isDeleted: false,
    });
    expect((await list()).body[0]!.id).toBe(body.task.id);
  });

  it('refuses a task without a title or with a bad date, saying which field', async () => {
    const noTitle = await post<{ error: string }>('/apps/todo/add-tasks', {
      task: { title: ' ', dueDate: '2026-02-01' },
    });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.error).toContain('task.title');
    const badDate = await post<{ error: string }>('/apps/todo/add-tasks', { task: { title: 'A', dueDate: 'soon' } });
    expect(badDate.body.error).toContain('task.dueDate');
    expect((await list()).body).toHaveLength(tasks.filter((t) => !t.isDeleted).length);
  });

  it('updates only the fields sent', async () => {
    const target = tasks.find((t) => !t.isCompleted && !t.isDeleted)!;
    const { status, body } = await post<{ task: Task }>('/apps/todo/update-task', {
      task: { id: target.id, isCompleted: true },
    });
    expect(status).toBe(200);
    expect(body.task).toEqual({ ...target, isCompleted: true });
    expect((await post('/apps/todo/update-task', { task: { id: 999, isCompleted: true } })).status).toBe(404);
    expect((await post('/apps/todo/update-task', { task: { id: target.id, tags: ['urgent'] } })).status).toBe(400);
  });

  it('delete is soft: the task moves to the deleted view', async () => {
    const target = tasks.find((t) => !t.isDeleted)!;
    const { status, body } = await del<{ task: Task }>('/apps/todo/delete-task', { taskId: target.id });
    expect(status).toBe(200);
    expect(body.task.isDeleted).toBe(true);
    expect(ids((await list()).body)).not.toContain(target.id);
    expect(ids((await list({ filter: 'deleted' })).body)).toContain(target.id);
    expect((await del('/apps/todo/delete-task', { taskId: 999 })).status).toBe(404);
    expect((await del('/apps/todo/delete-task', { id: target.id })).status).toBe(400);
  });
});

describe('due dates follow the demo clock', () => {
  it('moves every due date by the months from January 2026 to now', async () => {
    setDemoNow('2026-03-10T12:00:00');
    const { body } = await list({ filter: 'deleted' });
    const first = tasks.find((t) => t.id === body[0]!.id)!;
    const [y, m, d] = first.dueDate.split('-').map(Number) as [number, number, number];
    const day = Math.min(d, new Date(Date.UTC(y, m + 2, 0)).getUTCDate());
    expect(body[0]!.dueDate).toBe(`2026-${String(m + 2).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
  });
});

describe('POST /apps/todo/reorder-task (beyond the original brief)', () => {
  const manual = async (query: Record<string, string> = {}) => ids((await list({ ...query, sortBy: 'manual' })).body);
  const reorder = (taskId: number, beforeId: number | null) =>
    post<{ order: number[]; error?: string }>('/apps/todo/reorder-task', { taskId, beforeId });

  it('starts as latest, newest first', async () => {
    expect(await manual()).toEqual(ids((await list()).body));
  });

  it('moves a task before another, or to the end, and lists it so', async () => {
    const [a, b, c] = await manual();
    const { status, body } = await reorder(c!, a!);
    expect(status).toBe(200);
    // The order holds every task, deleted ones too.
    expect(body.order).toHaveLength(tasks.length);
    expect(body.order.filter((id) => [a, b, c].includes(id))).toEqual([c, a, b]);
    expect((await manual()).slice(0, 3)).toEqual([c, a, b]);
    await reorder(c!, null);
    expect((await manual()).at(-1)).toBe(c);
    expect((await manual()).slice(0, 2)).toEqual([a, b]);
  });

  it('keeps ids: moving a task never changes the next new id; a new task starts on top', async () => {
    const last = tasks.at(-1)!.id;
    await reorder(last, (await manual())[0]!);
    const added = await post<{ task: Task }>('/apps/todo/add-tasks', { task: { title: 'New', dueDate: '2026-02-01' } });
    expect(added.body.task.id).toBe(last + 1);
    expect((await manual())[0]).toBe(last + 1);
  });

  it('moves within a filtered view: before the task that follows it there', async () => {
    const important = await manual({ filter: 'important' });
    expect(important.length).toBeGreaterThan(2);
    await reorder(important.at(-1)!, important[0]!);
    expect(await manual({ filter: 'important' })).toEqual([important.at(-1), ...important.slice(0, -1)]);
  });

  it('refuses a task moved before itself (400) and unknown tasks (404)', async () => {
    const [a] = await manual();
    const self = await reorder(a!, a!);
    expect(self.status).toBe(400);
    expect(self.body.error).toContain('beforeId');
    expect((await reorder(999, a!)).status).toBe(404);
    expect((await reorder(a!, 999)).status).toBe(404);
    expect((await post('/apps/todo/reorder-task', { taskId: 'one', beforeId: null })).status).toBe(400);
    expect((await post('/apps/todo/reorder-task', { taskId: a })).status).toBe(400);
  });
});

describe('GET /apps/todo/assignees (beyond the original brief)', () => {
  it('answers at most eight users by name, matching q', async () => {
    const { status, body } = await get<Assignee[]>('/apps/todo/assignees');
    expect(status).toBe(200);
    const names = users.map((u) => u.fullName).sort((a, b) => a.localeCompare(b));
    expect(body.map((a) => a.fullName)).toEqual(names.slice(0, 8));
    const someone = users[7]!;
    const found = (await get<Assignee[]>('/apps/todo/assignees', { q: someone.fullName.toUpperCase() })).body;
    expect(found).toContainEqual({ fullName: someone.fullName, avatar: someone.avatar });
    expect((await get('/apps/todo/assignees', { q: 'x'.repeat(81) })).status).toBe(400);
  });
});

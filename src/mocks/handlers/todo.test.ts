import { describe, expect, it } from 'vitest';
import type { Task } from '@/lib/api/schemas/todo';
import { del, get, post, withDemoServer } from '@/test/demoServer';
import seed from '../data/seed/tasks.json';

withDemoServer();

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

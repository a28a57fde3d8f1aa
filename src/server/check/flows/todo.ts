import type { Task } from '@/lib/api/schemas/todo';
import { ABSENT_ID, byId, day, notFound, type Flow } from './support';

/** Todo: the list; a task of the check's own added, changed, moved and deleted. */
export const todoFlow: Flow = {
  domains: ['todo'],
  async run(t, { stamp }) {
    await t.check('GET /apps/todo/tasks', { valid: { query: { q: '', filter: 'important', sortBy: 'title-asc' } } });
    await t.check('GET /apps/todo/assignees', { valid: { query: { q: 'a' } } });
    const added = await t.check<{ task: Task }>('POST /apps/todo/add-tasks', {
      valid: { body: { task: { title: `API check ${stamp}`, dueDate: day(7), tags: ['team'] } } },
    });
    const id = added?.task.id;
    const own = { 'the task the check added': id };
    await t.check('POST /apps/todo/update-task', {
      needs: own,
      valid: { body: { task: { id, isImportant: true } } },
      also: [notFound({ body: { task: { id: ABSENT_ID, isImportant: true } } })],
    });
    await t.check('POST /apps/todo/reorder-task', {
      needs: own,
      valid: { body: { taskId: id, beforeId: null } },
      also: [notFound({ body: { taskId: ABSENT_ID, beforeId: null } })],
    });
    await t.check('DELETE /apps/todo/delete-task', byId(own, id, 'taskId'));
  },
};

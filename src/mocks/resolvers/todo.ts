import { HttpResponse, type HttpResponseResolver } from 'msw';
import {
  addTaskBody,
  assigneesQuery,
  deleteTaskQuery,
  reorderTaskBody,
  tasksQuery,
  updateTaskBody,
} from '@/lib/api/schemas/todo';
import { errorResponse, notFound, parseBody, parseQuery } from '../http';
import { addTask, deleteTask, listAssignees, listTasks, reorderTask, updateTask } from '../services/todo';

export const listResolver: HttpResponseResolver = async ({ request }) => {
  const query = parseQuery(request, tasksQuery);
  return query.ok ? HttpResponse.json(await listTasks(query.data)) : query.response;
};

export const addResolver: HttpResponseResolver = async ({ request }) => {
  const body = await parseBody(request, addTaskBody);
  if (!body.ok) return body.response;
  return HttpResponse.json({ task: await addTask(body.data.task) }, { status: 201 });
};

export const updateResolver: HttpResponseResolver = async ({ request }) => {
  const body = await parseBody(request, updateTaskBody);
  if (!body.ok) return body.response;
  const task = await updateTask(body.data.task);
  return task ? HttpResponse.json({ task }) : notFound(`Task ${body.data.task.id}`);
};

export const deleteResolver: HttpResponseResolver = async ({ request }) => {
  const query = parseQuery(request, deleteTaskQuery);
  if (!query.ok) return query.response;
  const task = await deleteTask(query.data.taskId);
  return task ? HttpResponse.json({ task }) : notFound(`Task ${query.data.taskId}`);
};

/** Beyond the original brief: the manual order (docs/demo-api.md, Todo). */
export const reorderResolver: HttpResponseResolver = async ({ request }) => {
  const body = await parseBody(request, reorderTaskBody);
  if (!body.ok) return body.response;
  const result = await reorderTask(body.data.taskId, body.data.beforeId);
  return result.ok ? HttpResponse.json({ order: result.order }) : errorResponse(result.status, result.error);
};

/** Beyond the original brief: the people tasks can be assigned to. */
export const assigneesResolver: HttpResponseResolver = async ({ request }) => {
  const query = parseQuery(request, assigneesQuery);
  return query.ok ? HttpResponse.json(await listAssignees(query.data.q)) : query.response;
};

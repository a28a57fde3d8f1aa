import { authHandlers } from './handlers/auth';
import { calendarHandlers } from './handlers/calendar';
import { chatHandlers } from './handlers/chat';
import { contentHandlers } from './handlers/content';
import { datatablesHandlers } from './handlers/datatables';
import { ecommerceHandlers } from './handlers/ecommerce';
import { emailHandlers } from './handlers/email';
import { invoicesHandlers } from './handlers/invoices';
import { notificationsHandlers } from './handlers/notifications';
import { permissionsHandlers } from './handlers/permissions';
import { searchHandlers } from './handlers/search';
import { todoHandlers } from './handlers/todo';
import { usersHandlers } from './handlers/users';

/**
 * The demo server, keyed by domain. Storybook's preview uses it as `parameters.msw.handlers`; a story
 * replaces exactly one key with a scenario.
 */
export const handlers = {
  auth: authHandlers,
  users: usersHandlers,
  permissions: permissionsHandlers,
  ecommerce: ecommerceHandlers,
  invoices: invoicesHandlers,
  email: emailHandlers,
  chat: chatHandlers,
  todo: todoHandlers,
  calendar: calendarHandlers,
  search: searchHandlers,
  datatables: datatablesHandlers,
  content: contentHandlers,
  notifications: notificationsHandlers,
};

export type Domain = keyof typeof handlers;

export const allHandlers = () => Object.values(handlers).flat();

export { resetDb } from './db';
export { scenarios } from './scenarios';

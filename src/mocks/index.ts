import { authHandlers } from './handlers/auth';
import { ecommerceHandlers } from './handlers/ecommerce';
import { permissionsHandlers } from './handlers/permissions';
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
};

export type Domain = keyof typeof handlers;

export const allHandlers = () => Object.values(handlers).flat();

export { resetDb } from './db';
export { scenarios } from './scenarios';

import { profileHandlers } from './handlers/profile';
import { blogHandlers } from './handlers/blog';
import { pricingHandlers } from './handlers/pricing';
import { faqHandlers } from './handlers/faq';
import { formsHandlers } from './handlers/forms';
import { accountSettingsHandlers } from './handlers/accountSettings';
import { apiKeysHandlers } from './handlers/apiKeys';
import { autocompleteHandlers } from './handlers/autocomplete';
import { cardsHandlers } from './handlers/cards';
import { authHandlers } from './handlers/auth';
import { calendarHandlers } from './handlers/calendar';
import { chatHandlers } from './handlers/chat';
import { checkoutHandlers } from './handlers/checkout';
import { datatablesHandlers } from './handlers/datatables';
import { ecommerceHandlers } from './handlers/ecommerce';
import { emailHandlers } from './handlers/email';
import { invoicesHandlers } from './handlers/invoices';
import { notificationsHandlers } from './handlers/notifications';
import { permissionsHandlers } from './handlers/permissions';
import { rolesHandlers } from './handlers/roles';
import { searchHandlers } from './handlers/search';
import { todoHandlers } from './handlers/todo';
import { usersHandlers } from './handlers/users';

/**
 * The demo server, keyed by domain: one msw handler each, dispatching through the domain's route
 * table. Storybook's preview uses it as `parameters.msw.handlers`; a story replaces exactly one key
 * with a scenario.
 */
export const handlers = {
  auth: authHandlers,
  users: usersHandlers,
  permissions: permissionsHandlers,
  roles: rolesHandlers,
  ecommerce: ecommerceHandlers,
  checkout: checkoutHandlers,
  invoices: invoicesHandlers,
  email: emailHandlers,
  chat: chatHandlers,
  todo: todoHandlers,
  calendar: calendarHandlers,
  search: searchHandlers,
  datatables: datatablesHandlers,
  profile: profileHandlers,
  blog: blogHandlers,
  pricing: pricingHandlers,
  faq: faqHandlers,
  accountSettings: accountSettingsHandlers,
  apiKeys: apiKeysHandlers,
  autocomplete: autocompleteHandlers,
  cards: cardsHandlers,
  forms: formsHandlers,
  notifications: notificationsHandlers,
};

export type Domain = keyof typeof handlers;

export const allHandlers = () => Object.values(handlers).flat();

/** Every route the demo server answers, with who may call it. */
export const servedRoutes = () => allHandlers().flatMap((handler) => handler.routes);

export { resetDb } from './db';
export { moveDemoClock, setDemoNow } from './clock';
export { scenarios } from './scenarios';

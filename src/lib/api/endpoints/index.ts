import type * as z from '../zod';
import { apiErrorBody } from '../schemas/common';
import * as apiKeys from '../schemas/apiKeys';
import * as auth from '../schemas/auth';
import * as calendar from '../schemas/calendar';
import * as chat from '../schemas/chat';
import * as datatables from '../schemas/datatables';
import * as ecommerce from '../schemas/ecommerce';
import * as email from '../schemas/email';
import * as forms from '../schemas/forms';
import * as invoices from '../schemas/invoices';
import * as notifications from '../schemas/notifications';
import * as permissions from '../schemas/permissions';
import * as search from '../schemas/search';
import * as todo from '../schemas/todo';
import * as users from '../schemas/users';
import { accountSettingsEndpoints } from './accountSettings';
import { apiKeysEndpoints } from './apiKeys';
import { authEndpoints } from './auth';
import { autocompleteEndpoints } from './autocomplete';
import { blogEndpoints } from './blog';
import { calendarEndpoints } from './calendar';
import { cardsEndpoints } from './cards';
import { chatEndpoints } from './chat';
import { checkoutEndpoints } from './checkout';
import { datatablesEndpoints } from './datatables';
import { ecommerceEndpoints } from './ecommerce';
import { emailEndpoints } from './email';
import { faqEndpoints } from './faq';
import { formsEndpoints } from './forms';
import { invoicesEndpoints } from './invoices';
import { notificationsEndpoints } from './notifications';
import { permissionsEndpoints } from './permissions';
import { pricingEndpoints } from './pricing';
import { profileEndpoints } from './profile';
import { rolesEndpoints } from './roles';
import { searchEndpoints } from './search';
import { todoEndpoints } from './todo';
import { usersEndpoints } from './users';

import type { Endpoint } from './describe';

export type { Endpoint };

/**
 * Every endpoint of the demo server, by domain, in the order the docs list them. `npm run openapi`
 * turns these into docs/openapi.json and the endpoint tables of docs/demo-api.md; a test keeps both
 * in step with the server's routes.
 */
export const endpointsByDomain = {
  auth: authEndpoints,
  users: usersEndpoints,
  roles: rolesEndpoints,
  permissions: permissionsEndpoints,
  ecommerce: ecommerceEndpoints,
  checkout: checkoutEndpoints,
  invoices: invoicesEndpoints,
  email: emailEndpoints,
  chat: chatEndpoints,
  todo: todoEndpoints,
  calendar: calendarEndpoints,
  search: searchEndpoints,
  datatables: datatablesEndpoints,
  notifications: notificationsEndpoints,
  profile: profileEndpoints,
  blog: blogEndpoints,
  pricing: pricingEndpoints,
  faq: faqEndpoints,
  accountSettings: accountSettingsEndpoints,
  apiKeys: apiKeysEndpoints,
  autocomplete: autocompleteEndpoints,
  cards: cardsEndpoints,
  forms: formsEndpoints,
} satisfies Record<string, Endpoint[]>;

export const endpoints: Endpoint[] = Object.values(endpointsByDomain).flat();

/** Entities named in the document, so their schemas appear once and are referenced. */
export const namedSchemas: Record<string, z.ZodMiniType> = {
  ApiError: apiErrorBody,
  SessionUser: auth.sessionUser,
  ManagedUser: users.managedUser,
  Product: ecommerce.product,
  CartProduct: ecommerce.cartProduct,
  Permission: permissions.permission,
  Invoice: invoices.invoice,
  InvoiceClient: invoices.invoiceClient,
  Email: email.email,
  Task: todo.task,
  CalendarEvent: calendar.calendarEvent,
  ChatContact: chat.chatContact,
  ChatThread: chat.chatThread,
  SearchPage: search.searchPage,
  Notification: notifications.notification,
  Employee: datatables.employee,
  LoginResponse: auth.loginResponse,
  EmailDetail: email.emailDetail,
  EmailsUpdated: email.updateEmailsResponse,
  TaskResponse: todo.taskResponse,
  EventResponse: calendar.eventResponse,
  ApiKey: apiKeys.apiKey,
  FormAccount: forms.formAccount,
};

/** Request bodies that several endpoints share. */
export const namedInputs: Record<string, z.ZodMiniType> = {
  ProductIdBody: ecommerce.productIdBody,
};

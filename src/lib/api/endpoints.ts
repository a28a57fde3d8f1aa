import * as z from 'zod';
import * as auth from './schemas/auth';
import * as calendar from './schemas/calendar';
import * as chat from './schemas/chat';
import { apiErrorBody, idParam } from './schemas/common';
import * as accountSettings from './schemas/accountSettings';
import * as autocomplete from './schemas/autocomplete';
import * as blog from './schemas/blog';
import * as cards from './schemas/cards';
import * as faq from './schemas/faq';
import * as pricing from './schemas/pricing';
import * as profile from './schemas/profile';
import * as datatables from './schemas/datatables';
import * as ecommerce from './schemas/ecommerce';
import * as email from './schemas/email';
import * as invoices from './schemas/invoices';
import * as notifications from './schemas/notifications';
import * as permissions from './schemas/permissions';
import * as roles from './schemas/roles';
import * as search from './schemas/search';
import * as todo from './schemas/todo';
import * as users from './schemas/users';

/**
 * Every endpoint of the demo server (SPEC 7), described with the schemas that both the client and
 * the server use. `npm run openapi` turns this into docs/openapi.json; a test keeps it in step with
 * the server's routes.
 */
export type Endpoint = {
  method: 'get' | 'post' | 'delete';
  /** OpenAPI style: `/api/invoice/invoices/{id}`. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  query?: z.ZodObject;
  params?: z.ZodObject;
  body?: z.ZodType;
  responses: Record<number, { description: string; schema?: z.ZodType }>;
};

const ok = (schema: z.ZodType, description = 'OK') => ({ 200: { description, schema } });
const created = (schema: z.ZodType, description = 'Created') => ({ 201: { description, schema } });
const invalid = {
  400: { description: 'The request is invalid: the error names each field and why.', schema: apiErrorBody },
};
const notFound = (what: string) => ({ 404: { description: `${what} not found`, schema: apiErrorBody } });
const conflict = (what: string) => ({ 409: { description: what, schema: apiErrorBody } });
const deleted = (key: string) => z.object({ [key]: z.number().int() });

/** One schema per card name: the answer is whichever the path names. */
const oneOf = (schemas: Record<string, z.ZodType>) => z.union(Object.values(schemas));

const idInPath = z.object({ id: z.coerce.number().int().min(1).describe('The id, a whole number from 1') });

export const endpoints: Endpoint[] = [
  // Auth
  {
    method: 'post',
    path: '/jwt/login',
    tag: 'Auth',
    summary: 'Sign in',
    description:
      'Demo users: admin@demo.com / admin and client@demo.com / client. Tokens are HS256 JWTs valid for 10 minutes.',
    body: auth.loginBody,
    responses: {
      ...ok(auth.loginResponse),
      400: { description: "Invalid body, or `error.email`: 'Email or Password is Invalid'", schema: apiErrorBody },
    },
  },
  {
    method: 'post',
    path: '/jwt/register',
    tag: 'Auth',
    summary: 'Register',
    description:
      "Creates an admin with the manage-all ability. A taken email or username answers 200 with `error` ('This email is already in use.', 'This username is already in use.').",
    body: auth.registerBody,
    responses: { ...ok(auth.registerResponse), ...invalid },
  },
  {
    method: 'post',
    path: '/jwt/refresh-token',
    tag: 'Auth',
    summary: 'Exchange a refresh token for new tokens',
    body: auth.refreshBody,
    responses: {
      ...ok(auth.loginResponse),
      401: { description: "`error`: 'Invalid refresh token'", schema: apiErrorBody },
    },
  },
  {
    method: 'post',
    path: '/jwt/forgot-password',
    tag: 'Auth',
    summary: 'Ask for a password-reset link',
    description:
      'Not in SPEC. The same answer for every well-formed email, so it never reveals who has an account. `demo.resetToken` is what a real backend would email; a real API leaves it out.',
    body: auth.forgotPasswordBody,
    responses: { ...ok(auth.forgotPasswordResponse), ...invalid },
  },
  {
    method: 'post',
    path: '/jwt/reset-password',
    tag: 'Auth',
    summary: 'Set a new password with a reset token',
    description:
      'Not in SPEC. The token (from forgot-password) works once, for 30 minutes; a used, expired or unknown one answers 400 naming `token`.',
    body: auth.resetPasswordBody,
    responses: { ...ok(auth.messageResponse), ...invalid },
  },
  {
    method: 'post',
    path: '/jwt/verify-email/resend',
    tag: 'Auth',
    summary: 'Send the email-verification link again',
    description: 'Not in SPEC. The same answer for every well-formed email.',
    body: auth.resendVerificationBody,
    responses: { ...ok(auth.messageResponse), ...invalid },
  },
  {
    method: 'post',
    path: '/jwt/two-steps/send',
    tag: 'Auth',
    summary: 'Send a one-time code for the second sign-in step',
    description:
      'Not in SPEC. Answers the masked phone and a `challenge` naming the code; `demo.code` is what a real backend would text.',
    responses: ok(auth.twoStepsSendResponse),
  },
  {
    method: 'post',
    path: '/jwt/two-steps/verify',
    tag: 'Auth',
    summary: 'Check the one-time code',
    description: 'Not in SPEC. A code works once, for 10 minutes; a wrong or expired one answers 400 naming `code`.',
    body: auth.twoStepsVerifyBody,
    responses: { ...ok(auth.messageResponse), ...invalid },
  },
  // Users
  {
    method: 'get',
    path: '/api/users/list/all-data',
    tag: 'Users',
    summary: 'Every managed user',
    responses: ok(z.array(users.managedUser)),
  },
  {
    method: 'get',
    path: '/api/users/list/data',
    tag: 'Users',
    summary: 'A page of users',
    description: 'Search covers email, full name and billing; role, status and plan filters combine.',
    query: users.usersListQuery,
    responses: { ...ok(users.usersListResponse), ...invalid },
  },
  {
    method: 'get',
    path: '/api/users/user',
    tag: 'Users',
    summary: 'One user',
    query: users.userIdQuery,
    responses: { ...ok(z.object({ user: users.managedUser })), ...invalid, ...notFound('User') },
  },
  {
    method: 'get',
    path: '/api/users/user/overview',
    tag: 'Users',
    summary: "A user's projects, activity, security and preferences",
    description:
      'Not in SPEC: what the user view’s tabs show. The same for a user every time (derived from the id); saved preferences apply.',
    query: users.userIdQuery,
    responses: { ...ok(users.userOverview), ...invalid, ...notFound('User') },
  },
  {
    method: 'post',
    path: '/api/users/user/preferences',
    tag: 'Users',
    summary: "Save a user's notification or connection preferences",
    description: 'Not in SPEC. Either part may be left out; answers the whole overview.',
    body: users.userPreferencesBody,
    responses: { ...ok(users.userOverview), ...invalid, ...notFound('User') },
  },
  {
    method: 'post',
    path: '/apps/users/add-user',
    tag: 'Users',
    summary: 'Add a user (id: highest id plus 1)',
    body: users.newUserBody,
    responses: {
      ...created(z.object({ user: users.managedUser })),
      ...invalid,
      ...conflict('The email or username is taken; `error` names the field'),
    },
  },
  {
    method: 'delete',
    path: '/apps/users/delete',
    tag: 'Users',
    summary: 'Delete a user',
    query: users.userIdQuery,
    responses: { ...ok(deleted('id')), ...invalid, ...notFound('User') },
  },
  // E-commerce
  {
    method: 'get',
    path: '/apps/ecommerce/products',
    tag: 'E-commerce',
    summary: 'A page of products, flagged for the shopper’s wishlist and cart',
    description: 'Search by name. Featured is newest id first.',
    query: ecommerce.productsQuery,
    responses: { ...ok(ecommerce.productsResponse), ...invalid },
  },
  {
    method: 'get',
    path: '/apps/ecommerce/products/{id}',
    tag: 'E-commerce',
    summary: 'One product',
    params: idInPath,
    responses: { ...ok(z.object({ product: ecommerce.product })), ...invalid, ...notFound('Product') },
  },
  {
    method: 'get',
    path: '/apps/ecommerce/wishlist',
    tag: 'E-commerce',
    summary: 'The wishlist’s products',
    responses: ok(z.object({ products: z.array(ecommerce.product) })),
  },
  {
    method: 'post',
    path: '/apps/ecommerce/wishlist',
    tag: 'E-commerce',
    summary: 'Add a product to the wishlist',
    body: ecommerce.productIdBody,
    responses: {
      ...created(z.object({ product: ecommerce.product })),
      ...invalid,
      ...notFound('Product'),
      ...conflict('Already in the wishlist'),
    },
  },
  {
    method: 'delete',
    path: '/apps/ecommerce/wishlist/{id}',
    tag: 'E-commerce',
    summary: 'Remove a product from the wishlist (the id is the product’s)',
    params: idInPath,
    responses: { ...ok(deleted('productId')), ...invalid, ...notFound('Product in the wishlist') },
  },
  {
    method: 'get',
    path: '/apps/ecommerce/cart',
    tag: 'E-commerce',
    summary: 'The cart’s products with quantity, shipping date, offers and discount',
    responses: ok(z.object({ products: z.array(ecommerce.cartProduct) })),
  },
  {
    method: 'post',
    path: '/apps/ecommerce/cart',
    tag: 'E-commerce',
    summary: 'Add a product to the cart (quantity 1)',
    body: ecommerce.productIdBody,
    responses: {
      ...created(z.object({ product: ecommerce.product })),
      ...invalid,
      ...notFound('Product'),
      ...conflict('Already in the cart'),
    },
  },
  {
    method: 'delete',
    path: '/apps/ecommerce/cart/{id}',
    tag: 'E-commerce',
    summary: 'Remove a product from the cart (the id is the product’s)',
    params: idInPath,
    responses: { ...ok(deleted('productId')), ...invalid, ...notFound('Product in the cart') },
  },
  // Chat
  {
    method: 'get',
    path: '/apps/chat/users/profile-user',
    tag: 'Chat',
    summary: 'The signed-in user’s chat profile',
    responses: ok(chat.profileUser),
  },
  {
    method: 'get',
    path: '/apps/chat/chats-and-contacts',
    tag: 'Chat',
    summary: 'Chats (most recent first) and the other contacts',
    responses: ok(chat.chatsAndContactsResponse),
  },
  {
    method: 'get',
    path: '/apps/chat/get-chat',
    tag: 'Chat',
    summary: 'Open the chat with a contact; marks it seen',
    query: chat.getChatQuery,
    responses: { ...ok(chat.getChatResponse), ...invalid, ...notFound('Contact') },
  },
  {
    method: 'post',
    path: '/apps/chat/send-msg',
    tag: 'Chat',
    summary: 'Send a message; starts a thread when there is none',
    body: chat.sendMessageBody,
    responses: { ...created(chat.sendMessageResponse), ...invalid, ...notFound('Contact') },
  },
  // Invoices
  {
    method: 'get',
    path: '/apps/invoice/invoices',
    tag: 'Invoices',
    summary: 'A page of invoices, with every invoice as allData',
    description: 'Search covers client email, client name, id, total, balance and due date. Balances sort by amount.',
    query: invoices.invoicesQuery,
    responses: { ...ok(invoices.invoicesResponse), ...invalid },
  },
  {
    method: 'get',
    path: '/api/invoice/invoices/{id}',
    tag: 'Invoices',
    summary: 'One invoice with payment details',
    params: idInPath,
    responses: { ...ok(invoices.invoiceResponse), ...invalid, ...notFound('Invoice') },
  },
  {
    method: 'get',
    path: '/api/invoice/clients',
    tag: 'Invoices',
    summary: 'The first five clients',
    responses: ok(z.array(invoices.invoiceClient)),
  },
  {
    method: 'delete',
    path: '/apps/invoice/delete',
    tag: 'Invoices',
    summary: 'Delete an invoice',
    query: invoices.invoiceIdQuery,
    responses: { ...ok(deleted('id')), ...invalid, ...notFound('Invoice') },
  },
  // Bookmarks and search
  {
    method: 'get',
    path: '/api/main-search/data',
    tag: 'Search',
    summary: 'Navbar search groups: Pages, Files, Contacts',
    responses: ok(search.searchResponse),
  },
  {
    method: 'get',
    path: '/api/bookmarks/data',
    tag: 'Search',
    summary: 'Every page (suggestions) and the bookmarked ones',
    responses: ok(search.bookmarksResponse),
  },
  {
    method: 'post',
    path: '/api/bookmarks/update',
    tag: 'Search',
    summary: 'Toggle a page’s bookmark',
    body: search.updateBookmarkBody,
    responses: { ...ok(search.updateBookmarkResponse), ...invalid, ...notFound('Page') },
  },
  // Todo
  {
    method: 'get',
    path: '/apps/todo/tasks',
    tag: 'Todo',
    summary: 'Tasks in a view, with tag, search and sort',
    description: 'Views: none (not deleted), important, completed (both not deleted), deleted. Latest is newest first.',
    query: todo.tasksQuery,
    responses: { ...ok(todo.tasksResponse), ...invalid },
  },
  {
    method: 'post',
    path: '/apps/todo/add-tasks',
    tag: 'Todo',
    summary: 'Add a task (id: last id plus 1)',
    body: todo.addTaskBody,
    responses: { ...created(todo.taskResponse), ...invalid },
  },
  {
    method: 'post',
    path: '/apps/todo/update-task',
    tag: 'Todo',
    summary: 'Change a task’s fields',
    body: todo.updateTaskBody,
    responses: { ...ok(todo.taskResponse), ...invalid, ...notFound('Task') },
  },
  {
    method: 'delete',
    path: '/apps/todo/delete-task',
    tag: 'Todo',
    summary: 'Delete a task (soft: sets isDeleted)',
    query: todo.deleteTaskQuery,
    responses: { ...ok(todo.taskResponse), ...invalid, ...notFound('Task') },
  },
  // Email
  {
    method: 'get',
    path: '/apps/email/emails',
    tag: 'Email',
    summary: 'A folder’s or label’s mails, newest first, with counts',
    query: email.emailsQuery,
    responses: { ...ok(email.emailsResponse), ...invalid },
  },
  {
    method: 'post',
    path: '/apps/email/update-emails',
    tag: 'Email',
    summary: 'Merge read, starred or folder into several mails',
    body: email.updateEmailsBody,
    responses: { ...ok(email.updateEmailsResponse), ...invalid, ...notFound('Email') },
  },
  {
    method: 'post',
    path: '/apps/email/update-emails-label',
    tag: 'Email',
    summary: 'Toggle a label on several mails',
    body: email.updateEmailsLabelBody,
    responses: { ...ok(email.updateEmailsResponse), ...invalid, ...notFound('Email') },
  },
  {
    method: 'get',
    path: '/apps/email/get-email',
    tag: 'Email',
    summary: 'One mail, flagged with whether its list has one before and after it',
    query: email.getEmailQuery,
    responses: { ...ok(email.emailDetail), ...invalid, ...notFound('Email') },
  },
  {
    method: 'get',
    path: '/apps/email/paginate-email',
    tag: 'Email',
    summary: 'The previous or next mail in the list',
    query: email.paginateEmailQuery,
    responses: { ...ok(email.emailDetail), ...invalid, ...notFound('Email, or a neighbour,') },
  },
  // Calendar
  {
    method: 'get',
    path: '/apps/calendar/events',
    tag: 'Calendar',
    summary: 'Events of the selected calendars',
    query: calendar.eventsQuery,
    responses: { ...ok(calendar.eventsResponse), ...invalid },
  },
  {
    method: 'post',
    path: '/apps/calendar/add-event',
    tag: 'Calendar',
    summary: 'Add an event (id: last id plus 1)',
    body: calendar.addEventBody,
    responses: { ...created(calendar.eventResponse), ...invalid },
  },
  {
    method: 'post',
    path: '/apps/calendar/update-event',
    tag: 'Calendar',
    summary: 'Change an event; extendedProps merge field by field',
    body: calendar.updateEventBody,
    responses: { ...ok(calendar.eventResponse), ...invalid, ...notFound('Event') },
  },
  {
    method: 'delete',
    path: '/apps/calendar/remove-event',
    tag: 'Calendar',
    summary: 'Remove an event',
    query: calendar.removeEventQuery,
    responses: { ...ok(deleted('id')), ...invalid, ...notFound('Event') },
  },
  // Other data
  { method: 'get', path: '/profile/data', tag: 'Pages', summary: 'Social profile', responses: ok(profile.profileData) },
  {
    method: 'get',
    path: '/blog/list/data',
    tag: 'Pages',
    summary: 'Blog posts',
    responses: ok(z.array(blog.blogListItem)),
  },
  {
    method: 'get',
    path: '/blog/list/data/sidebar',
    tag: 'Pages',
    summary: 'Blog sidebar',
    responses: ok(blog.blogSidebar),
  },
  {
    method: 'get',
    path: '/blog/list/data/detail',
    tag: 'Pages',
    summary: 'A blog post with its comments',
    query: blog.blogPostQuery,
    responses: { ...ok(blog.blogDetail), ...invalid, ...notFound('Blog post') },
  },
  {
    method: 'get',
    path: '/blog/list/data/edit',
    tag: 'Pages',
    summary: 'A blog post as the editor loads it',
    query: blog.blogPostQuery,
    responses: { ...ok(blog.blogEdit), ...invalid, ...notFound('Blog post') },
  },
  {
    method: 'get',
    path: '/api/datatables/initial-data',
    tag: 'Data tables',
    summary: 'Every employee',
    responses: ok(z.array(datatables.employee)),
  },
  {
    method: 'get',
    path: '/api/datatables/data',
    tag: 'Data tables',
    summary: 'A page of employees (as `invoices`), with allData',
    description: 'Search covers name, post, email, age, salary and start date.',
    query: datatables.datatablesQuery,
    responses: { ...ok(datatables.datatablesResponse), ...invalid },
  },
  {
    method: 'get',
    path: '/pricing/data',
    tag: 'Pages',
    summary: 'Pricing plans and questions',
    responses: ok(pricing.pricingData),
  },
  {
    method: 'get',
    path: '/faq/data',
    tag: 'Pages',
    summary: 'FAQ by category, filtered by question text',
    query: faq.faqQuery,
    responses: { ...ok(faq.faqData), ...invalid },
  },
  {
    method: 'get',
    path: '/faq/data/knowledge_base',
    tag: 'Pages',
    summary: 'Knowledge-base cards',
    responses: ok(z.array(faq.knowledgeBaseCard)),
  },
  {
    method: 'get',
    path: '/faq/data/category',
    tag: 'Pages',
    summary: 'FAQ categories',
    responses: ok(z.array(faq.faqCategory)),
  },
  {
    method: 'get',
    path: '/faq/data/question',
    tag: 'Pages',
    summary: 'One question with its answer and related questions',
    query: faq.faqQuestionQuery,
    responses: { ...ok(faq.faqQuestionDetail), ...invalid, ...notFound('Question') },
  },
  {
    method: 'get',
    path: '/account-setting/data',
    tag: 'Pages',
    summary: 'Account settings',
    responses: ok(accountSettings.accountSettings),
  },
  {
    method: 'post',
    path: '/account-setting/update',
    tag: 'Pages',
    summary: 'Save one section of the account settings',
    description:
      'Not in SPEC. The body holds exactly one of `general`, `info`, `socialLinks` or `notification`, complete; answers the whole settings object.',
    body: accountSettings.accountSettingsUpdate,
    responses: { ...ok(accountSettings.accountSettings), ...invalid },
  },
  {
    method: 'get',
    path: '/api/autocomplete/data',
    tag: 'Pages',
    summary: 'Autocomplete entries',
    responses: ok(autocomplete.autocompleteResponse),
  },
  {
    method: 'get',
    path: '/card/card-analytics/{name}',
    tag: 'Cards',
    summary: 'An analytics card’s data',
    description:
      'The `range` query is not in SPEC: the figures counted over the period (tickets, sessions, orders) answer for that span.',
    params: cards.cardAnalyticsPath,
    query: cards.cardAnalyticsQuery,
    responses: {
      ...ok(oneOf(cards.cardAnalytics)),
      ...invalid,
      ...notFound('Card'),
    },
  },
  {
    method: 'get',
    path: '/card/card-statistics/{name}',
    tag: 'Cards',
    summary: 'A statistics card’s data',
    params: cards.cardStatisticsPath,
    responses: {
      ...ok(oneOf(cards.cardStatistics)),
      ...notFound('Card'),
    },
  },
  {
    method: 'get',
    path: '/card/card-dashboard/{name}',
    tag: 'Cards',
    summary: 'A dashboard card’s data',
    description: 'Not in SPEC: the dashboards’ other cards (medal, earnings, transactions, meetup, timeline…).',
    params: cards.cardDashboardPath,
    responses: {
      ...ok(oneOf(cards.cardDashboard)),
      ...notFound('Card'),
    },
  },
  // Permissions
  {
    method: 'get',
    path: '/apps/roles/data',
    tag: 'Permissions',
    summary: 'The roles, with their permissions and members',
    description:
      "Not in SPEC. A role's permissions are those whose `assignedTo` names it; `userCount` counts members who still exist.",
    responses: ok(roles.rolesResponse),
  },
  {
    method: 'post',
    path: '/apps/roles/add-role',
    tag: 'Permissions',
    summary: 'Add a role with its permissions',
    description: 'Not in SPEC. The name is a lowercase slug like SPEC’s (`restricted-user`).',
    body: roles.addRoleBody,
    responses: {
      ...created(z.object({ role: roles.role })),
      ...invalid,
      ...conflict('A role with this name exists; `error.name` says so'),
    },
  },
  {
    method: 'post',
    path: '/apps/roles/update-role',
    tag: 'Permissions',
    summary: 'Rename a role and set its permissions',
    description:
      'Not in SPEC. The permissions not listed are taken from the role; a new name replaces the old on every permission.',
    body: roles.updateRoleBody,
    responses: {
      ...ok(z.object({ role: roles.role })),
      ...invalid,
      ...notFound('Role'),
      ...conflict('A role with this name exists; `error.name` says so'),
    },
  },
  {
    method: 'get',
    path: '/apps/permissions/data',
    tag: 'Permissions',
    summary: 'A page of permissions',
    description: 'q matches name or created date; assignedTo also requires that role.',
    query: permissions.permissionsQuery,
    responses: { ...ok(permissions.permissionsResponse), ...invalid },
  },
  {
    method: 'post',
    path: '/apps/permissions/add-permission',
    tag: 'Permissions',
    summary: 'Add a permission: first in the list, administrator only',
    body: permissions.addPermissionBody,
    responses: {
      ...created(z.object({ permission: permissions.permission })),
      ...invalid,
      ...conflict('The name is taken'),
    },
  },
  {
    method: 'post',
    path: '/apps/permissions/update-permission',
    tag: 'Permissions',
    summary: 'Rename a permission',
    body: permissions.updatePermissionBody,
    responses: {
      ...created(z.object({ permission: permissions.permission })),
      ...invalid,
      ...notFound('Permission'),
      ...conflict('The name is taken'),
    },
  },
  {
    method: 'delete',
    path: '/apps/permissions/delete',
    tag: 'Permissions',
    summary: 'Delete a permission',
    query: permissions.permissionIdQuery,
    responses: { ...ok(deleted('id')), ...invalid, ...notFound('Permission') },
  },
  // Notifications (not in SPEC: the navbar's notifications menu)
  {
    method: 'get',
    path: '/api/notifications',
    tag: 'Notifications',
    summary: "The signed-in user's notifications, newest first",
    description: 'Not in SPEC.',
    responses: ok(notifications.notificationsResponse),
  },
  {
    method: 'post',
    path: '/api/notifications/read',
    tag: 'Notifications',
    summary: 'Mark notifications read',
    description: 'Not in SPEC. Without `ids`, marks every notification read. Answers the updated list.',
    body: notifications.markNotificationsBody,
    responses: { ...ok(notifications.notificationsResponse), ...invalid },
  },
  {
    method: 'delete',
    path: '/api/notifications',
    tag: 'Notifications',
    summary: 'Dismiss a notification',
    description: 'Not in SPEC. Answers the updated list.',
    query: z.object({ id: idParam }),
    responses: { ...ok(notifications.notificationsResponse), ...invalid, ...notFound('Notification') },
  },
];

/** Entities named in the document, so their schemas appear once and are referenced. */
export const namedSchemas: Record<string, z.ZodType> = {
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
};

/** Request bodies that several endpoints share. */
export const namedInputs: Record<string, z.ZodType> = {
  ProductIdBody: ecommerce.productIdBody,
};

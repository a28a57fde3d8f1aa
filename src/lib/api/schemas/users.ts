import * as z from '../zod';
import { idField, idParam, optionalFilter, pageParams, perPage } from './common';

/** Managed users (docs/demo-api.md). */
export const userRoles = ['admin', 'author', 'editor', 'maintainer', 'subscriber'] as const;
export const userPlans = ['basic', 'team', 'company', 'enterprise'] as const;
export const userStatuses = ['active', 'inactive', 'pending'] as const;
export const userBillings = ['Manual - Credit Card', 'Manual - Paypal', 'Manual - Cash', 'Auto Debit'] as const;

export const managedUser = z.object({
  id: z.number().check(z.int()),
  billing: z.enum(userBillings),
  fullName: z.string(),
  company: z.string(),
  role: z.enum(userRoles),
  username: z.string(),
  country: z.string(),
  contact: z.string(),
  email: z.string(),
  currentPlan: z.enum(userPlans),
  status: z.enum(userStatuses),
  avatar: z.string(),
});
export type ManagedUser = z.infer<typeof managedUser>;

export const userSortColumns = [
  'id',
  'fullName',
  'email',
  'role',
  'currentPlan',
  'status',
  'billing',
  'company',
  'country',
  'username',
] as const;

export const usersListQuery = z.object({
  ...pageParams,
  perPage: perPage(10),
  sortColumn: z._default(
    z.enum(userSortColumns, { error: `must be one of ${userSortColumns.join(', ')}` }),
    'fullName',
  ),
  role: optionalFilter(z.enum(userRoles, { error: `must be one of ${userRoles.join(', ')}` })),
  status: optionalFilter(z.enum(userStatuses, { error: `must be one of ${userStatuses.join(', ')}` })),
  currentPlan: optionalFilter(z.enum(userPlans, { error: `must be one of ${userPlans.join(', ')}` })),
});
export type UsersListQuery = z.input<typeof usersListQuery>;
export const usersListResponse = z.object({ users: z.array(managedUser), total: z.number().check(z.int()) });
export type UsersListResponse = z.infer<typeof usersListResponse>;

export const userIdQuery = z.object({ id: idParam });

const required = (label: string) =>
  z.string({ error: 'is required' }).check(z.trim(), z.minLength(1, `${label} is required`));

/** The add-user form's fields; what it leaves out gets a sensible default. */
export const newUserBody = z.object({
  fullName: required('Full name').check(z.maxLength(80)),
  username: required('Username').check(
    z.maxLength(40),
    z.regex(/^[a-z0-9._-]+$/i, 'may use letters, digits, dots, dashes and underscores'),
  ),
  email: z.email('must be an email address').check(z.maxLength(120)),
  company: z._default(z.string().check(z.trim(), z.maxLength(80)), ''),
  country: z._default(z.string().check(z.trim(), z.maxLength(60)), ''),
  contact: z._default(z.string().check(z.trim(), z.maxLength(30)), ''),
  role: z.enum(userRoles, { error: `must be one of ${userRoles.join(', ')}` }),
  currentPlan: z.enum(userPlans, { error: `must be one of ${userPlans.join(', ')}` }),
  status: z._default(z.enum(userStatuses), 'active'),
  billing: z._default(z.enum(userBillings), 'Auto Debit'),
  avatar: z._default(z.string().check(z.maxLength(200)), ''),
});
export type NewUserBody = z.input<typeof newUserBody>;

/* Beyond the original brief: what the user view's tabs show beside the user (projects, activity, security,
   notification and connection preferences). */
export const notificationEvents = ['newForYou', 'accountActivity', 'newBrowserSignIn', 'newDeviceLinked'] as const;
export const notificationChannels = ['email', 'browser', 'app'] as const;
export const connectedApps = ['google', 'slack', 'github', 'mailchimp', 'asana'] as const;

const channelFlags = z.strictObject({ email: z.boolean(), browser: z.boolean(), app: z.boolean() });
export const userNotifications = z.strictObject({
  newForYou: channelFlags,
  accountActivity: channelFlags,
  newBrowserSignIn: channelFlags,
  newDeviceLinked: channelFlags,
});
export const userConnections = z.strictObject({
  google: z.boolean(),
  slack: z.boolean(),
  github: z.boolean(),
  mailchimp: z.boolean(),
  asana: z.boolean(),
});

export const userOverview = z.object({
  projects: z.array(
    z.object({
      name: z.string(),
      technology: z.string(),
      totalTasks: z.number().check(z.int()),
      doneTasks: z.number().check(z.int()),
    }),
  ),
  /** Newest first; `time` is an ISO date. */
  activity: z.array(z.object({ title: z.string(), description: z.string(), time: z.string() })),
  devices: z.array(z.object({ browser: z.string(), device: z.string(), location: z.string(), lastSeen: z.string() })),
  twoStep: z.boolean(),
  notifications: userNotifications,
  connections: userConnections,
});
export type UserOverview = z.infer<typeof userOverview>;

export const userPreferencesBody = z.strictObject({
  id: idField,
  notifications: z.optional(userNotifications),
  connections: z.optional(userConnections),
});
export type UserPreferencesBody = z.input<typeof userPreferencesBody>;

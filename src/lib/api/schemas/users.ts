import * as z from 'zod';
import { idField, idParam, optionalFilter, pageParams, perPage } from './common';

/** Managed users (docs/demo-api.md). */
export const userRoles = ['admin', 'author', 'editor', 'maintainer', 'subscriber'] as const;
export const userPlans = ['basic', 'team', 'company', 'enterprise'] as const;
export const userStatuses = ['active', 'inactive', 'pending'] as const;
export const userBillings = ['Manual - Credit Card', 'Manual - Paypal', 'Manual - Cash', 'Auto Debit'] as const;

export const managedUser = z.object({
  id: z.number().int(),
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
  sortColumn: z.enum(userSortColumns, { error: `must be one of ${userSortColumns.join(', ')}` }).default('fullName'),
  role: optionalFilter(z.enum(userRoles, { error: `must be one of ${userRoles.join(', ')}` })),
  status: optionalFilter(z.enum(userStatuses, { error: `must be one of ${userStatuses.join(', ')}` })),
  currentPlan: optionalFilter(z.enum(userPlans, { error: `must be one of ${userPlans.join(', ')}` })),
});
export type UsersListQuery = z.input<typeof usersListQuery>;
export const usersListResponse = z.object({ users: z.array(managedUser), total: z.number().int() });
export type UsersListResponse = z.infer<typeof usersListResponse>;

export const userIdQuery = z.object({ id: idParam });

const required = (label: string) => z.string({ error: 'is required' }).trim().min(1, `${label} is required`);

/** The add-user form's fields; what it leaves out gets a sensible default. */
export const newUserBody = z.object({
  fullName: required('Full name').max(80),
  username: required('Username')
    .max(40)
    .regex(/^[a-z0-9._-]+$/i, 'may use letters, digits, dots, dashes and underscores'),
  email: z.email('must be an email address').max(120),
  company: z.string().trim().max(80).default(''),
  country: z.string().trim().max(60).default(''),
  contact: z.string().trim().max(30).default(''),
  role: z.enum(userRoles, { error: `must be one of ${userRoles.join(', ')}` }),
  currentPlan: z.enum(userPlans, { error: `must be one of ${userPlans.join(', ')}` }),
  status: z.enum(userStatuses).default('active'),
  billing: z.enum(userBillings).default('Auto Debit'),
  avatar: z.string().max(200).default(''),
});
export type NewUserBody = z.input<typeof newUserBody>;

/* Beyond the original brief: what the user view's tabs show beside the user (projects, activity, security,
   notification and connection preferences). */
export const notificationEvents = ['newForYou', 'accountActivity', 'newBrowserSignIn', 'newDeviceLinked'] as const;
export const notificationChannels = ['email', 'browser', 'app'] as const;
export const connectedApps = ['google', 'slack', 'github', 'mailchimp', 'asana'] as const;

const channelFlags = z.object({ email: z.boolean(), browser: z.boolean(), app: z.boolean() }).strict();
export const userNotifications = z
  .object({
    newForYou: channelFlags,
    accountActivity: channelFlags,
    newBrowserSignIn: channelFlags,
    newDeviceLinked: channelFlags,
  })
  .strict();
export const userConnections = z
  .object({
    google: z.boolean(),
    slack: z.boolean(),
    github: z.boolean(),
    mailchimp: z.boolean(),
    asana: z.boolean(),
  })
  .strict();

export const userOverview = z.object({
  projects: z.array(
    z.object({ name: z.string(), technology: z.string(), totalTasks: z.number().int(), doneTasks: z.number().int() }),
  ),
  /** Newest first; `time` is an ISO date. */
  activity: z.array(z.object({ title: z.string(), description: z.string(), time: z.string() })),
  devices: z.array(z.object({ browser: z.string(), device: z.string(), location: z.string(), lastSeen: z.string() })),
  twoStep: z.boolean(),
  notifications: userNotifications,
  connections: userConnections,
});
export type UserOverview = z.infer<typeof userOverview>;

export const userPreferencesBody = z
  .object({ id: idField, notifications: userNotifications.optional(), connections: userConnections.optional() })
  .strict();
export type UserPreferencesBody = z.input<typeof userPreferencesBody>;

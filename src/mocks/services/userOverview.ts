import type { ManagedUser, UserOverview, UserPreferencesBody } from '@/lib/api/schemas/users';
import { demoNow } from '../clock';
import { defineTable } from '../db';

type Pools = {
  projects: { name: string; technology: string }[];
  activity: { title: string; description: string }[];
  devices: { browser: string; device: string }[];
};
const pools = () => import('../data/seed/userOverview.json').then((m) => m.default as Pools);

type Preferences = Pick<UserOverview, 'notifications' | 'connections'> & { id: number };

/** Preferences a user has saved; the others are derived from the user's id. */
export const savedPreferences = defineTable<Preferences>(() => []);

/** A whole number below `size` from the id and a salt: a 32-bit hash, so each user and field differs. */
function pick(id: number, salt: number, size: number): number {
  let h = Math.imul(id ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(salt + 0x632be5ab, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return (h >>> 0) % size;
}

const HOUR = 3_600_000;

function defaults(id: number): Omit<Preferences, 'id'> {
  const on = (salt: number) => pick(id, salt, 4) !== 0;
  const channels = (salt: number) => ({ email: on(salt), browser: on(salt + 1), app: on(salt + 2) });
  return {
    notifications: {
      newForYou: channels(10),
      accountActivity: channels(20),
      newBrowserSignIn: channels(30),
      newDeviceLinked: channels(40),
    },
    connections: {
      google: on(50),
      slack: pick(id, 51, 2) === 0,
      github: on(52),
      mailchimp: pick(id, 53, 3) === 0,
      asana: pick(id, 54, 2) === 0,
    },
  };
}

/** The user view's tabs for one user: the same every time for that user, saved preferences applied. */
export async function userOverview(user: ManagedUser): Promise<UserOverview> {
  const { projects, activity, devices } = await pools();
  const now = demoNow().getTime();
  const saved = await savedPreferences.find(user.id);
  const start = pick(user.id, 1, projects.length);
  return {
    projects: [0, 1, 2, 3].map((i) => {
      const totalTasks = 20 + pick(user.id, 2 + i, 180);
      return {
        ...projects[(start + i * 3) % projects.length]!,
        totalTasks,
        doneTasks: Math.round((totalTasks * pick(user.id, 7 + i, 101)) / 100),
      };
    }),
    activity: [0.2, 3, 26, 98].map((hours, i) => ({
      ...activity[(pick(user.id, 11, activity.length) + i) % activity.length]!,
      time: new Date(now - hours * HOUR).toISOString(),
    })),
    devices: [0, 1, 2].map((i) => ({
      ...devices[(pick(user.id, 13, devices.length) + i) % devices.length]!,
      location: user.country,
      lastSeen: new Date(now - (i * 30 + pick(user.id, 17 + i, 20)) * HOUR).toISOString(),
    })),
    twoStep: pick(user.id, 19, 3) !== 0,
    ...defaults(user.id),
    ...(saved ? { notifications: saved.notifications, connections: saved.connections } : {}),
  };
}

export async function savePreferences(user: ManagedUser, body: UserPreferencesBody): Promise<UserOverview> {
  const current = await userOverview(user);
  const next: Preferences = {
    id: user.id,
    notifications: body.notifications ?? current.notifications,
    connections: body.connections ?? current.connections,
  };
  if (await savedPreferences.find(user.id)) await savedPreferences.update(user.id, next);
  else await savedPreferences.insert(next);
  return userOverview(user);
}

import type { SessionUser } from '@/lib/api/schemas/auth';

export type StoredUser = SessionUser & { password: string };

/** The two demo accounts (docs/demo-api.md, Constants); both start with 5 cart items. */
export const authUsersSeed: readonly StoredUser[] = [
  {
    id: 1,
    fullName: 'John Doe',
    username: 'johndoe',
    password: 'admin',
    avatar: '/images/avatars/1.svg',
    email: 'admin@demo.com',
    role: 'admin',
    ability: [{ action: 'manage', subject: 'all' }],
    extras: { eCommerceCartItemsCount: 5 },
  },
  {
    id: 2,
    fullName: 'Jane Doe',
    username: 'janedoe',
    password: 'client',
    avatar: '/images/avatars/2.svg',
    email: 'client@demo.com',
    role: 'client',
    ability: [
      { action: 'read', subject: 'ACL' },
      { action: 'read', subject: 'Auth' },
    ],
    extras: { eCommerceCartItemsCount: 5 },
  },
];

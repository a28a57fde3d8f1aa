import type { Notification } from '@/lib/api/schemas/notifications';
import { demoNow } from '../clock';

const minutes = (n: number) => new Date(demoNow().getTime() - n * 60_000).toISOString();

/** The demo user's notifications, newest first, dated relative to "now" each time the table loads. */
export const notificationsSeed = (): Notification[] => [
  {
    id: 1,
    kind: 'order',
    title: 'Congratulation Lettie',
    body: 'Won the monthly best seller gold badge.',
    avatar: '/images/avatars/1.svg',
    createdAt: minutes(60),
    read: false,
  },
  {
    id: 2,
    kind: 'user',
    title: 'Charles Franklin',
    body: 'Accepted your connection.',
    createdAt: minutes(12 * 60),
    read: false,
  },
  {
    id: 3,
    kind: 'message',
    title: 'New message received',
    body: 'You have 10 unread messages.',
    avatar: '/images/avatars/2.svg',
    createdAt: minutes(60 * 24),
    read: false,
  },
  {
    id: 4,
    kind: 'order',
    title: 'New order',
    body: 'Order #32745 from Mildred Wagner is waiting to ship.',
    createdAt: minutes(60 * 24 * 2),
    read: true,
  },
  {
    id: 5,
    kind: 'system',
    title: 'Server restarted',
    body: 'The API was back up after 2 minutes; nothing was lost.',
    createdAt: minutes(60 * 24 * 3),
    read: true,
  },
  {
    id: 6,
    kind: 'security',
    title: 'New sign-in',
    body: 'Your account was signed in from Chrome on Windows.',
    createdAt: minutes(60 * 24 * 5),
    read: true,
  },
];

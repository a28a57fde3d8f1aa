/**
 * The navbar's notifications: listing, marking read, dismissing.
 * What each one takes and answers: docs/demo-api.md, Notifications.
 */
export const notificationsPaths = {
  list: '/api/notifications',
  markRead: '/api/notifications/read',
} as const;

import { http } from 'msw';
import { lazy } from '../lazy';

const email = () => import('../resolvers/email');

/** SPEC 7, Email. */
export const emailHandlers = [
  http.get('*/apps/email/emails', lazy(email, 'listResolver')),
  http.post('*/apps/email/update-emails', lazy(email, 'updateResolver')),
  http.post('*/apps/email/update-emails-label', lazy(email, 'updateLabelResolver')),
  http.get('*/apps/email/get-email', lazy(email, 'getResolver')),
  http.get('*/apps/email/paginate-email', lazy(email, 'paginateResolver')),
];

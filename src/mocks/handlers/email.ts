import { defineDomain, get, post } from '../router/domain';

/** The email app. */
export const emailHandlers = defineDomain(
  'email',
  () => import('../resolvers/email'),
  ['App'],
  [
    get('/apps/email/emails', 'listResolver'),
    post('/apps/email/update-emails', 'updateResolver'),
    post('/apps/email/update-emails-label', 'updateLabelResolver'),
    get('/apps/email/get-email', 'getResolver'),
    get('/apps/email/paginate-email', 'paginateResolver'),
  ],
);

import { emailPaths } from '@/lib/api/paths/email';
import { defineDomain, get, post } from '../router/domain';

/** The email app. */
export const emailHandlers = defineDomain(
  'email',
  () => import('../resolvers/email'),
  ['App'],
  [
    get(emailPaths.list, 'listResolver'),
    post(emailPaths.update, 'updateResolver'),
    post(emailPaths.updateLabel, 'updateLabelResolver'),
    get(emailPaths.get, 'getResolver'),
    get(emailPaths.paginate, 'paginateResolver'),
    get(emailPaths.contacts, 'contactsResolver'),
    post(emailPaths.send, 'sendResolver'),
    post(emailPaths.draft, 'draftResolver'),
  ],
);

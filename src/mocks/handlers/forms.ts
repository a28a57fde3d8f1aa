import { formsPaths } from '@/lib/api/paths/forms';
import { defineDomain, post } from '../router/domain';

/** The forms demos' account (beyond the original brief), for the users who may use the UI demos. */
export const formsHandlers = defineDomain(
  'forms',
  () => import('../resolvers/forms'),
  ['UI'],
  [post(formsPaths.accounts, 'createAccountResolver')],
);

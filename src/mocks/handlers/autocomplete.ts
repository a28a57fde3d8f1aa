import { autocompletePaths } from '@/lib/api/paths/autocomplete';
import { defineDomain, get } from '../router/domain';

/**
 * Suggestions for the autocomplete demos.
 */
export const autocompleteHandlers = defineDomain(
  'autocomplete',
  () => import('../resolvers/autocomplete'),
  ['UI'],
  [get(autocompletePaths.data, 'autocompleteResolver')],
);

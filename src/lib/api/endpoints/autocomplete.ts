import { autocompletePaths } from '../paths/autocomplete';
import * as autocomplete from '../schemas/autocomplete';
import { ok, type Endpoint } from './describe';

export const autocompleteEndpoints: Endpoint[] = [
  {
    method: 'get',
    path: autocompletePaths.data,
    tag: 'Pages',
    summary: 'Autocomplete entries',
    responses: ok(autocomplete.autocompleteResponse),
  },
];

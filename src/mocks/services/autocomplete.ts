import type { AutocompleteItem } from '@/lib/api/schemas/autocomplete';
import { readOnly } from '../data/readOnly';

export const autocomplete = readOnly<AutocompleteItem[]>(() => import('../data/seed/autocomplete.json'));

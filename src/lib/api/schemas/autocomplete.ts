import * as z from '../zod';

/** Suggestions for the autocomplete demos. */
export const autocompleteItem = z.object({ title: z.string(), rank: z.string(), id: z.string() });
export const autocompleteResponse = z.object({ autoComplete: z.array(autocompleteItem) });
export type AutocompleteItem = z.infer<typeof autocompleteItem>;

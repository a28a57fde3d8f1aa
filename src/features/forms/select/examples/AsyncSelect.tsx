import { useQuery } from '@/lib/query/useQuery';
import { useState } from 'react';
import { api } from '@/lib/api/client';
import { autocompletePaths } from '@/lib/api/paths/autocomplete';
import type { AutocompleteItem } from '@/lib/api/schemas/autocomplete';
import { Highlight } from '@/ui/combobox/Highlight';
import { MultiCombobox } from '@/ui/combobox/MultiCombobox';
import { Field } from '@/ui/field/Field';

/**
 * Options from the server (`GET /api/autocomplete/data`), asked for the first time the list opens
 * or a letter is typed; while they load, when nothing matches and when the request fails, the list
 * says so and a live region says it aloud.
 */
export default function AsyncSelect() {
  const [wanted, setWanted] = useState(false);
  const [typed, setTyped] = useState('');
  const [picked, setPicked] = useState<AutocompleteItem[]>([]);
  // One request, made when wanted and kept for the visit; the filtering is done here.
  const titles = useQuery({
    enabled: wanted,
    staleTime: Infinity,
    queryKey: ['autocomplete'],
    queryFn: ({ signal }) => api.get<{ autoComplete: AutocompleteItem[] }>(autocompletePaths.data, { signal }),
  });
  const query = typed.trim().toLowerCase();
  const matches = titles.data?.autoComplete.filter((film) => film.title.toLowerCase().includes(query)) ?? [];

  let status: string | undefined;
  if (titles.isError) status = `Could not load the films: ${titles.error.message}`;
  else if (titles.isPending) status = 'Loading films…';
  else if (matches.length === 0) status = 'No film has that in its title.';

  return (
    <Field label="Favourite films" hint="The top 100, loaded when the list first opens.">
      <MultiCombobox
        items={matches.slice(0, 10)}
        itemToString={(film) => film?.title ?? ''}
        itemKey={(film) => film.id}
        renderItem={(film, words) => <Highlight text={film.title} query={words} />}
        listLabel="Films"
        value={picked}
        onChange={setPicked}
        inputValue={typed}
        onInputValueChange={(next) => {
          setTyped(next);
          setWanted(true);
        }}
        onOpenChange={(open) => open && setWanted(true)}
        status={status}
        placeholder="Search by title"
      />
    </Field>
  );
}

import { useQuery } from '@/lib/query/useQuery';
import { useState } from 'react';
import { api } from '@/lib/api/client';
import { autocompletePaths } from '@/lib/api/paths/autocomplete';
import type { AutocompleteItem } from '@/lib/api/schemas/autocomplete';
import { Combobox } from '@/ui/combobox/Combobox';
import { Highlight } from '@/ui/combobox/Highlight';
import { Field } from '@/ui/field/Field';

/**
 * Suggestions from the server (`GET /api/autocomplete/data`), asked for when the list first opens
 * and kept: until they arrive the list says so, and a failure says why.
 */
export default function ServerSuggestions() {
  const [typed, setTyped] = useState('');
  const [opened, setOpened] = useState(false);
  const films = useQuery({
    queryKey: ['autocomplete'],
    queryFn: ({ signal }) => api.get<{ autoComplete: AutocompleteItem[] }>(autocompletePaths.data, { signal }),
    enabled: opened,
    staleTime: Infinity,
  });
  const words = typed.trim().toLowerCase();
  const found = (films.data?.autoComplete ?? []).filter((film) => film.title.toLowerCase().includes(words)).slice(0, 8);

  let status: string | undefined;
  if (films.isError) status = `The titles could not be loaded: ${films.error.message}`;
  else if (films.isPending) status = 'Loading the titles…';
  else if (found.length === 0) status = `No title matches “${typed}”.`;

  return (
    <Field label="Film" hint="A hundred ranked titles, fetched once.">
      <Combobox
        items={found}
        itemToString={(film) => film?.title ?? ''}
        itemKey={(film) => film.id}
        renderItem={(film, query) => (
          <>
            <span style={{ flex: 1 }}>
              <Highlight text={film.title} query={query} />
            </span>
            <small>#{film.rank}</small>
          </>
        )}
        listLabel="Films"
        inputValue={typed}
        onInputValueChange={(value) => {
          setTyped(value);
          setOpened(true);
        }}
        onOpenChange={(open) => open && setOpened(true)}
        status={status}
        placeholder="Search the top 100"
      />
    </Field>
  );
}

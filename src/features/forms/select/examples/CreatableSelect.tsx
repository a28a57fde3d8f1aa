import { useState } from 'react';
import { MultiCombobox } from '@/ui/combobox/MultiCombobox';
import { Field } from '@/ui/field/Field';

const known = ['bug', 'design', 'docs', 'urgent'];

/**
 * Tags from a list, or new ones: a word no tag has is offered as “Create …”, and Enter adds it.
 * The new tags are listed under the field, as a form would send them.
 */
export default function CreatableSelect() {
  const [tags, setTags] = useState(['design']);
  const [typed, setTyped] = useState('');
  const shown = known.filter((tag) => tag.includes(typed.trim().toLowerCase()));
  const created = tags.filter((tag) => !known.includes(tag));
  return (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <Field label="Tags" hint="Type a new tag and press Enter to create it.">
        <MultiCombobox
          items={shown}
          itemToString={(tag) => tag ?? ''}
          itemKey={(tag) => tag}
          listLabel="Tags"
          value={tags}
          onChange={setTags}
          inputValue={typed}
          onInputValueChange={setTyped}
          createItem={(word) => word.toLowerCase()}
          createLabel={(word) => `Create “${word.toLowerCase()}”`}
          placeholder="Add a tag"
        />
      </Field>
      <p style={{ margin: 0 }}>{created.length ? `Created: ${created.join(', ')}` : 'No tag created yet.'}</p>
    </div>
  );
}

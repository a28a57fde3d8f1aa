import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { taskTags, type TaskTag } from '@/lib/api/todoRules';
import { tagTones } from '../tags';

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
`;

/** A tag as a chip in its colour: a checkbox underneath, ticked when the task has the tag. */
const Chip = styled.label<{ $tone: string }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: var(--space-1);
  padding: 0.25rem 0.75rem;
  border: 1px solid var(--c-${(p) => p.$tone});
  border-radius: var(--radius-pill);
  color: var(--c-${(p) => p.$tone}-text);
  font-size: var(--fs-sm);
  cursor: pointer;
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  svg {
    display: none;
  }
  &:has(input:checked) {
    background: var(--c-${(p) => p.$tone}-tint);
    font-weight: var(--fw-medium);
  }
  &:has(input:checked) svg {
    display: inline;
  }
  &:has(input:focus-visible) {
    outline: 2px solid var(--c-primary);
    outline-offset: 2px;
  }
`;

type Props = { labelledBy: string; value: readonly TaskTag[]; onChange: (tags: TaskTag[]) => void };

/** The task's tags, any number of them: a group of checkboxes drawn as coloured chips. */
export function TagsField({ labelledBy, value, onChange }: Props) {
  const { t } = useTranslation('todo');
  const toggle = (tag: TaskTag, on: boolean) =>
    onChange(taskTags.filter((other) => (other === tag ? on : value.includes(other))));
  return (
    <Chips role="group" aria-labelledby={labelledBy}>
      {taskTags.map((tag) => (
        <Chip key={tag} $tone={tagTones[tag]}>
          <input type="checkbox" checked={value.includes(tag)} onChange={(e) => toggle(tag, e.target.checked)} />
          <Check aria-hidden size={14} />
          {t(`todo.tag.${tag}`)}
        </Chip>
      ))}
    </Chips>
  );
}

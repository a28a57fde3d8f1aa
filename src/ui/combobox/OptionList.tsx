import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { ComboboxMenu } from '../shared/menuCss';
import { visuallyHiddenCss } from '../theme';

/** The options list, with room for group headings (a `group` of options under its name). */
const OptionsMenu = styled(ComboboxMenu)`
  li[role='presentation'] {
    display: block;
    padding: 0;
    cursor: default;
  }
  ul[role='group'] {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  [data-group-name] {
    padding: var(--space-2) 0.75rem var(--space-1);
    color: var(--c-muted);
    font-size: var(--fs-xs);
    font-weight: var(--fw-semibold);
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
`;

const Live = styled.div`
  ${visuallyHiddenCss}
`;

type ItemProps = Record<string, unknown>;

export type OptionListOptions<T> = {
  items: readonly T[];
  open: boolean;
  itemKey: (item: T) => string;
  draw: (item: T) => ReactNode;
  /** downshift's `getItemProps`. */
  itemProps: (options: { item: T; index: number }) => ItemProps;
  /** Said instead of the options (loading, a failure, nothing found). */
  status?: ReactNode;
  /** The name of an option's group: consecutive options of one group are listed under its name. */
  groupOf?: (item: T) => string;
  /** downshift's `getMenuProps`. */
  menuProps: (options: Record<string, unknown>) => Record<string, unknown>;
  /** Names the list of options. */
  listLabel: string;
};

/** Consecutive items of the same group, with their index in the whole list (downshift's). */
function runs<T>(items: readonly T[], groupOf: (item: T) => string) {
  const out: { name: string; members: { item: T; index: number }[] }[] = [];
  items.forEach((item, index) => {
    const name = groupOf(item);
    const last = out.at(-1);
    if (last?.name === name) last.members.push({ item, index });
    else out.push({ name, members: [{ item, index }] });
  });
  return out;
}

/**
 * A combobox's list of options (downshift's menu) and its live region beside it: its options (grouped under their names with `groupOf`, as
 * WAI-ARIA `group`s), or its status as a disabled option, also said aloud by a polite live region
 * so a person who is typing hears "Loading…" or "Nothing found" without moving.
 */
export function useOptionList<T>({
  items,
  open,
  itemKey,
  draw,
  itemProps,
  status,
  groupOf,
  menuProps,
  listLabel,
}: OptionListOptions<T>) {
  const prefix = useId();
  const option = (item: T, index: number) => (
    <li key={itemKey(item)} {...itemProps({ item, index })}>
      {draw(item)}
    </li>
  );
  let body: ReactNode = null;
  if (open && status) {
    body = (
      <li role="option" aria-disabled="true" aria-selected={false}>
        {status}
      </li>
    );
  } else if (open && groupOf) {
    body = runs(items, groupOf).map((group, n) => (
      <li key={`${group.name}-${n}`} role="presentation">
        <div id={`${prefix}-${n}`} data-group-name aria-hidden>
          {group.name}
        </div>
        <ul role="group" aria-labelledby={`${prefix}-${n}`}>
          {group.members.map(({ item, index }) => option(item, index))}
        </ul>
      </li>
    ));
  } else if (open) {
    body = items.map((item, index) => option(item, index));
  }
  return (
    <>
      <OptionsMenu {...menuProps({ 'aria-label': listLabel, 'aria-labelledby': undefined })} $open={open}>
        {body}
      </OptionsMenu>
      <Live aria-live="polite">{open && typeof status === 'string' ? status : ''}</Live>
    </>
  );
}

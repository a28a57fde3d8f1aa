import styled, { css } from 'styled-components';

/** The floating surface of menus and listboxes (DropdownMenu, Select). */
export const menuSurfaceCss = css`
  z-index: 1100;
  min-inline-size: 11rem;
  padding: var(--space-1);
  background: var(--c-raised);
  border: 1px solid var(--c-border);
  border-radius: var(--radius-md);
  box-shadow: var(--shadow-lg);
`;

/** One option or action in a menu or listbox; Radix sets data-highlighted and data-disabled. */
export const menuItemCss = css`
  position: relative;
  display: flex;
  align-items: center;
  gap: var(--space-2);
  padding: 0.5rem 0.75rem;
  border-radius: var(--radius-sm);
  color: var(--c-heading);
  font-size: var(--fs-md);
  cursor: pointer;
  user-select: none;
  outline: none;
  &[data-highlighted] {
    background: var(--c-primary-tint);
    color: var(--c-primary-text);
  }
  &[data-disabled] {
    opacity: 0.5;
    cursor: not-allowed;
  }
  svg {
    inline-size: 1rem;
    block-size: 1rem;
    flex-shrink: 0;
  }
`;

/** A menu item that destroys or removes (`$danger`): in the danger colour, and tinted with it when highlighted. */
/** A checkbox or radio item: room at the start for its check. */
export const menuCheckItemCss = css`
  ${menuItemCss}
  padding-inline-start: 2rem;
`;

/** Where a checkbox or radio item draws its check. */
export const menuIndicatorCss = css`
  position: absolute;
  inset-inline-start: 0.625rem;
  display: inline-flex;
`;

export const menuDangerCss = css<{ $danger?: boolean }>`
  ${(p) =>
    p.$danger &&
    css`
      color: var(--c-danger-text);
      &[data-highlighted] {
        background: var(--c-danger-tint);
        color: var(--c-danger-text);
      }
    `}
`;

/**
 * The options list of a combobox (downshift's `getMenuProps`) under its box, on the menu surface:
 * hidden while closed (`$open`), its options `li`s, the highlighted one marked aria-selected by
 * downshift, a `small` line under an option's name.
 */
export const ComboboxMenu = styled.ul<{ $open: boolean }>`
  ${menuSurfaceCss}
  position: absolute;
  inset-inline: 0;
  inset-block-start: calc(100% + 0.25rem);
  display: ${(p) => (p.$open ? 'block' : 'none')};
  max-block-size: 15rem;
  overflow-y: auto;
  margin: 0;
  list-style: none;
  li {
    ${menuItemCss}
  }
  li[aria-selected='true'] {
    background: var(--c-primary-tint);
    color: var(--c-primary-text);
  }
  li[aria-disabled='true'] {
    cursor: default;
    color: var(--c-muted);
  }
  small {
    display: block;
    color: var(--c-muted);
  }
`;

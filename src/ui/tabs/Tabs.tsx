import { Tabs as RadixTabs } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import styled, { css } from 'styled-components';

export type TabItem = { value: string; label: ReactNode; icon?: ReactNode; content: ReactNode; disabled?: boolean };

export type TabsProps = Omit<ComponentProps<typeof RadixTabs.Root>, 'children'> & {
  items: TabItem[];
  /** `line` underlines the active tab; `pills` fills it. */
  variant?: 'line' | 'pills';
  /** Names the tab list for screen readers. */
  label: string;
};

/** `orientation="vertical"`: the list in a column beside the panel (Up and Down move along it). */
const Root = styled(RadixTabs.Root)`
  &[data-orientation='vertical'] {
    display: flex;
    align-items: flex-start;
    gap: var(--space-5);
  }
`;

const List = styled(RadixTabs.List)<{ $variant: 'line' | 'pills' }>`
  display: flex;
  gap: var(--space-1);
  overflow-x: auto;
  ${(p) =>
    p.$variant === 'line' &&
    css`
      border-block-end: 1px solid var(--c-border);
    `}
  &[aria-orientation='vertical'] {
    flex-direction: column;
    flex-shrink: 0;
    overflow-x: visible;
    border-block-end: 0;
    ${(p) =>
      p.$variant === 'line' &&
      css`
        border-inline-end: 1px solid var(--c-border);
      `}
  }
`;

const Trigger = styled(RadixTabs.Trigger)<{ $variant: 'line' | 'pills' }>`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  padding: 0.5rem 1rem;
  border: 0;
  background: transparent;
  color: var(--c-text);
  font-weight: var(--fw-medium);
  white-space: nowrap;
  cursor: pointer;
  transition:
    color var(--transition),
    background var(--transition);
  svg {
    inline-size: 1.1rem;
    block-size: 1.1rem;
  }
  &:hover:not([data-disabled]) {
    color: var(--c-primary-text);
  }
  &[data-disabled] {
    opacity: 0.5;
    cursor: not-allowed;
  }
  ${(p) =>
    p.$variant === 'line'
      ? css`
          margin-block-end: -1px;
          border-block-end: 2px solid transparent;
          &[data-state='active'] {
            color: var(--c-primary-text);
            border-block-end-color: var(--c-primary);
          }
          /* Vertical: the line runs along the list's inline end, beside the panel. */
          &[data-orientation='vertical'] {
            margin-block-end: 0;
            margin-inline-end: -1px;
            border-block-end: 0;
            border-inline-end: 2px solid transparent;
          }
          &[data-orientation='vertical'][data-state='active'] {
            border-inline-end-color: var(--c-primary);
          }
        `
      : css`
          border-radius: var(--radius-md);
          &[data-state='active'] {
            background: var(--c-primary);
            color: var(--c-primary-contrast);
            box-shadow: 0 2px 6px color-mix(in srgb, var(--c-primary) 30%, transparent);
          }
        `}
`;

const Panel = styled(RadixTabs.Content)`
  padding-block: var(--space-4);
  &[data-orientation='vertical'] {
    flex: 1;
    min-inline-size: 0;
    padding-block: var(--space-2);
  }
  &:focus-visible {
    border-radius: var(--radius-sm);
  }
`;

/**
 * Tabs with arrow-key navigation that follows the reading direction (Home and End go to the first and
 * last), in a row or, with `orientation="vertical"`, in a column beside the panel.
 */
export function Tabs({ items, variant = 'line', label, defaultValue, ...root }: TabsProps) {
  return (
    <Root defaultValue={defaultValue ?? items[0]?.value} {...root}>
      <List aria-label={label} $variant={variant}>
        {items.map((item) => (
          <Trigger key={item.value} value={item.value} disabled={item.disabled} $variant={variant}>
            {item.icon}
            {item.label}
          </Trigger>
        ))}
      </List>
      {items.map((item) => (
        <Panel key={item.value} value={item.value}>
          {item.content}
        </Panel>
      ))}
    </Root>
  );
}

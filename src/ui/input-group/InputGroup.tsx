import { use, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { ControlSizeContext, type ControlSize } from '../field/controlStyles';

export type InputGroupProps = HTMLAttributes<HTMLDivElement> & {
  /** The size of the add-ons and of the inputs inside (an Input's own `size` wins; give Buttons theirs). */
  size?: ControlSize;
  children: ReactNode;
};

const Root = styled.div`
  display: flex;
  align-items: stretch;
  inline-size: 100%;
  > * {
    position: relative;
    flex-shrink: 0;
  }
  /* The input takes the room left; the focused part's ring shows over its neighbours. */
  > input {
    flex: 1 1 auto;
    inline-size: 1%;
    min-inline-size: 0;
  }
  > :focus,
  > :focus-visible {
    z-index: 1;
  }
  > :not(:first-child) {
    margin-inline-start: -1px;
    border-start-start-radius: 0;
    border-end-start-radius: 0;
  }
  /* A copy button's live region (a hidden status after it) does not count as the last part. */
  > :not(:nth-last-child(1 of :not([role='status']))) {
    border-start-end-radius: 0;
    border-end-end-radius: 0;
  }
`;

const paddings: Record<ControlSize, string> = { sm: '0 0.625rem', md: '0 0.875rem', lg: '0 1rem' };

const Addon = styled.span<{ $size: ControlSize }>`
  display: inline-flex;
  align-items: center;
  gap: var(--space-1);
  padding: ${(p) => paddings[p.$size]};
  font-size: ${(p) => (p.$size === 'sm' ? 'var(--fs-sm)' : p.$size === 'lg' ? 'var(--fs-lg)' : 'var(--fs-md)')};
  color: var(--c-muted);
  white-space: nowrap;
  background: var(--c-body);
  border: 1px solid var(--c-border);
  border-radius: var(--radius-md);
  svg {
    inline-size: 1.1em;
    block-size: 1.1em;
  }
`;

/**
 * An input with add-ons joined to it: text ("https://", ".00"), icons, buttons, a menu's trigger. The
 * parts keep their own roles; the group only joins their borders, in either direction.
 */
export function InputGroup({ size = 'md', children, ...rest }: InputGroupProps) {
  return (
    <ControlSizeContext value={size}>
      <Root data-size={size} {...rest}>
        {children}
      </Root>
    </ControlSizeContext>
  );
}

export type InputAddonProps = HTMLAttributes<HTMLSpanElement> & { children: ReactNode };

/**
 * Text or an icon beside the input, in the group's size. It is not read with the input: name the input
 * so it says all ("Website address"), or point `aria-describedby` at the add-on's `id`.
 */
export function InputAddon(props: InputAddonProps) {
  return <Addon $size={use(ControlSizeContext) ?? 'md'} {...props} />;
}

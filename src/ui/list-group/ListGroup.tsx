import type { ElementType, HTMLAttributes, MouseEventHandler, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { Tone } from '../theme/tokens';

/** Widths from which a `horizontal` list lays its items side by side (the app's breakpoints). */
const breakpoints = { sm: '36em', md: '48em', lg: '62em', xl: '75em' } as const;
export type ListGroupBreakpoint = keyof typeof breakpoints;

export type ListGroupProps = HTMLAttributes<HTMLUListElement> & {
  /** No frame of its own, only lines between the items: for a list that fills a card. */
  flush?: boolean;
  /** An ordered list (`<ol>`), each item numbered. */
  numbered?: boolean;
  /** Items side by side: always (`true`) or from a breakpoint up (`'md'`); stacked below it. */
  horizontal?: boolean | ListGroupBreakpoint;
};

const row = css`
  flex-direction: row;
  inline-size: fit-content;
  max-inline-size: 100%;
  > li + li {
    border-block-start: 0;
    border-inline-start: 1px solid var(--c-border);
  }
`;

const Root = styled.ul<{ $flush: boolean; $horizontal: boolean | ListGroupBreakpoint }>`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: list-group;
  ${(p) =>
    !p.$flush &&
    css`
      overflow: hidden;
      background: var(--c-card);
      border: 1px solid var(--c-border);
      border-radius: var(--radius-md);
    `}
  > li + li {
    border-block-start: 1px solid var(--c-border);
  }
  ${(p) =>
    p.$horizontal === true
      ? row
      : p.$horizontal &&
        css`
          @media (min-width: ${breakpoints[p.$horizontal]}) {
            ${row}
          }
        `}
`;

/** A list of items in one frame: plain, links or buttons, with an active and disabled state and tones. */
export function ListGroup({ flush = false, numbered = false, horizontal = false, ...rest }: ListGroupProps) {
  return <Root as={numbered ? 'ol' : 'ul'} $flush={flush} $horizontal={horizontal} {...rest} />;
}

export type ListGroupItemProps = Omit<HTMLAttributes<HTMLElement>, 'children' | 'onClick'> & {
  /** The item's main words. */
  children: ReactNode;
  /** A second, quieter line under them. */
  description?: ReactNode;
  /** Before the words: an icon (`aria-hidden`), an avatar. */
  start?: ReactNode;
  /** At the end of the line: a badge, a count, a time. */
  end?: ReactNode;
  tone?: Tone;
  /** The current one: `aria-current="page"` on a link, `"true"` on a button or a plain item. */
  active?: boolean;
  /** A link that leads nowhere for now, a button that does nothing: out of the tab order. */
  disabled?: boolean;
  /** Makes the item a link. */
  href?: string;
  /** The link component (react-router's Link, which takes `to`); a plain anchor by default. */
  linkAs?: ElementType;
  /** Makes the item a button. */
  onClick?: MouseEventHandler<HTMLElement>;
};

const Row = styled.div<{ $tone?: Tone; $action: boolean }>`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  box-sizing: border-box;
  inline-size: 100%;
  block-size: 100%;
  padding: var(--space-3) var(--space-4);
  border: 0;
  background: ${(p) => (p.$tone ? `var(--c-${p.$tone}-tint)` : 'transparent')};
  color: ${(p) => (p.$tone ? `var(--c-${p.$tone}-text)` : 'var(--c-text)')};
  font: inherit;
  text-align: start;
  text-decoration: none;
  ol > li > &::before {
    counter-increment: list-group;
    content: counter(list-group) '.' / '';
    color: var(--c-muted);
    font-variant-numeric: tabular-nums;
  }
  ${(p) =>
    p.$action &&
    css`
      cursor: pointer;
      transition: background var(--transition);
      &:hover {
        background: ${p.$tone ? `color-mix(in srgb, var(--c-${p.$tone}) 22%, var(--c-${p.$tone}-tint))` : 'var(--c-hover)'};
      }
      &:focus-visible {
        outline: none;
        box-shadow: inset var(--focus-ring);
      }
    `}
  &[aria-current]:not([aria-current='false']) {
    background: var(--c-primary);
    color: var(--c-primary-contrast);
  }
  &[aria-current]:not([aria-current='false'])::before {
    color: inherit;
  }
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
    background: ${(p) => (p.$tone ? `var(--c-${p.$tone}-tint)` : 'transparent')};
  }
  > svg {
    flex: none;
    inline-size: 1.125rem;
    block-size: 1.125rem;
  }
`;

const Main = styled.span`
  display: grid;
  flex: 1 1 auto;
  min-inline-size: 0;
`;

const Description = styled.span`
  font-size: var(--fs-sm);
  color: var(--c-muted);
  [aria-current]:not([aria-current='false']) &,
  [data-tone] & {
    color: inherit;
  }
`;

const End = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: var(--space-2);
`;

/**
 * One item of a ListGroup: plain text, a link (`href`, with `linkAs` for the router's Link) or a button
 * (`onClick`). A disabled link has no address, so nothing can follow it.
 */
export function ListGroupItem({
  children,
  description,
  start,
  end,
  tone,
  active,
  disabled,
  href,
  linkAs: Link = 'a',
  onClick,
  ...rest
}: ListGroupItemProps) {
  const link = href !== undefined;
  const button = !link && onClick !== undefined;
  const current = active ? (link ? 'page' : 'true') : undefined;
  const element: ElementType = link ? (disabled ? 'a' : Link) : button ? 'button' : 'div';
  const props = link
    ? disabled
      ? { role: 'link', 'aria-disabled': true }
      : { href, to: Link === 'a' ? undefined : href, onClick }
    : button
      ? { type: 'button', disabled, onClick }
      : {};
  return (
    <li>
      <Row
        as={element}
        $tone={tone}
        $action={(link || button) && !disabled}
        data-tone={tone}
        aria-current={current}
        {...props}
        {...rest}
      >
        {start}
        <Main>
          <span>{children}</span>
          {description != null && <Description>{description}</Description>}
        </Main>
        {end != null && <End>{end}</End>}
      </Row>
    </li>
  );
}

import { useId, type HTMLAttributes, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { Tone } from '../theme/tokens';

export type DividerProps = Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'role'> & {
  orientation?: 'horizontal' | 'vertical';
  /** Words on the line ("or", a section's name). */
  children?: ReactNode;
  /** Where the words sit along the line. */
  align?: 'center' | 'start' | 'end';
  variant?: 'solid' | 'dashed' | 'dotted';
  /** The line's and the words' colour; the border's grey by default. */
  tone?: Tone;
  /**
   * Only a look, no meaning (a line inside a card's layout, next to a heading that already says it):
   * the line is left out of the accessibility tree, and its words, if any, read as plain text.
   * Otherwise it is a `separator` between two parts, named by its words.
   */
  decorative?: boolean;
};

type Look = {
  $vertical: boolean;
  $align: 'center' | 'start' | 'end';
  $variant: 'solid' | 'dashed' | 'dotted';
  $tone?: Tone;
  $text: boolean;
};

const line = (p: Look) => css`
  content: '';
  flex: 1 1 0;
  ${p.$vertical ? 'border-inline-start' : 'border-block-start'}: 1px ${p.$variant}
    ${p.$tone ? `var(--c-${p.$tone})` : 'var(--c-border)'};
`;

const Root = styled.div<Look>`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  color: ${(p) => (p.$tone ? `var(--c-${p.$tone}-text)` : 'var(--c-muted)')};
  font-size: var(--fs-sm);
  white-space: nowrap;
  ${(p) =>
    p.$vertical
      ? css`
          display: inline-flex;
          flex-direction: column;
          align-self: stretch;
          min-block-size: 1.5em;
          margin-inline: var(--space-3);
          vertical-align: middle;
        `
      : css`
          margin-block: var(--space-4);
        `}
  &::before,
  &::after {
    ${line}
  }
  ${(p) => !p.$text && 'gap: 0; &::after { display: none; }'}
  ${(p) =>
    p.$text &&
    p.$align !== 'center' &&
    css`
      &::${p.$align === 'start' ? 'before' : 'after'} {
        flex: 0 0 var(--space-5);
      }
    `}
`;

/**
 * A line between two parts of a page, across (`horizontal`) or upright between inline items
 * (`vertical`), with optional words on it. A separator to assistive technology (its words its name, its
 * orientation told when upright), or nothing at all when `decorative`.
 */
export function Divider({
  orientation = 'horizontal',
  children,
  align = 'center',
  variant = 'solid',
  tone,
  decorative = false,
  ...rest
}: DividerProps) {
  const textId = useId();
  const vertical = orientation === 'vertical';
  const text = children != null && children !== false;
  const semantics = decorative
    ? text
      ? {}
      : { 'aria-hidden': true }
    : {
        role: 'separator',
        'aria-orientation': vertical ? ('vertical' as const) : undefined,
        'aria-labelledby': text ? textId : undefined,
      };
  return (
    <Root {...rest} {...semantics} $vertical={vertical} $align={align} $variant={variant} $tone={tone} $text={text}>
      {text && <span id={textId}>{children}</span>}
    </Root>
  );
}

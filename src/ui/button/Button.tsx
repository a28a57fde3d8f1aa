import type { ButtonHTMLAttributes, MouseEvent, PointerEvent, ReactNode, Ref } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { Spinner } from '../spinner/Spinner';
import { v, type Tone } from '../theme/tokens';
import { useRipple } from './useRipple';

export type ButtonVariant = 'solid' | 'outline' | 'tint' | 'text';
export type ButtonSize = 'sm' | 'md' | 'lg';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  tone?: Tone;
  size?: ButtonSize;
  /** Shows a spinner, keeps the width, and blocks clicks while true. */
  loading?: boolean;
  /** A square button holding only an icon; give it an `aria-label`. */
  iconOnly?: boolean;
  block?: boolean;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
};

const rippleGrow = keyframes`
  from { transform: scale(0); opacity: 0.35; }
  to { transform: scale(1); opacity: 0; }
`;

const padding: Record<ButtonSize, string> = {
  sm: '0.3125rem 0.875rem',
  md: '0.5rem 1.25rem',
  lg: '0.75rem 1.625rem',
};
const fontSize: Record<ButtonSize, string> = { sm: v.fs('sm'), md: v.fs('md'), lg: v.fs('lg') };

const variantCss = (variant: ButtonVariant, tone: Tone) => {
  switch (variant) {
    case 'solid':
      return css`
        background: ${v.solid(tone)};
        color: ${v.contrast(tone)};
        border-color: ${v.solid(tone)};
        &:hover:not(:disabled) {
          filter: brightness(0.94);
          box-shadow: 0 2px 6px rgba(0, 0, 0, 0.18);
        }
      `;
    case 'outline':
      return css`
        background: transparent;
        color: ${v.toneText(tone)};
        border-color: currentColor;
        &:hover:not(:disabled) {
          background: ${v.tint(tone)};
        }
      `;
    case 'tint':
      return css`
        background: ${v.tint(tone)};
        color: ${v.toneText(tone)};
        border-color: transparent;
        &:hover:not(:disabled) {
          filter: brightness(0.96);
        }
      `;
    case 'text':
      return css`
        background: transparent;
        color: ${v.toneText(tone)};
        border-color: transparent;
        &:hover:not(:disabled) {
          background: ${v.tint(tone)};
        }
      `;
  }
};

const Root = styled.button<{
  $variant: ButtonVariant;
  $tone: Tone;
  $size: ButtonSize;
  $iconOnly: boolean;
  $block: boolean;
}>`
  position: relative;
  overflow: hidden;
  display: ${(p) => (p.$block ? 'flex' : 'inline-flex')};
  inline-size: ${(p) => (p.$block ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: var(--space-2);
  padding: ${(p) => (p.$iconOnly ? '0' : padding[p.$size])};
  ${(p) =>
    p.$iconOnly &&
    css`
      inline-size: ${p.$size === 'sm' ? '2rem' : p.$size === 'lg' ? '3rem' : '2.5rem'};
      aspect-ratio: 1;
    `}
  font-size: ${(p) => fontSize[p.$size]};
  font-weight: var(--fw-medium);
  line-height: 1.4;
  white-space: nowrap;
  border: 1px solid transparent;
  border-radius: var(--radius-md);
  cursor: pointer;
  user-select: none;
  transition:
    background var(--transition),
    box-shadow var(--transition),
    filter var(--transition);
  ${(p) => variantCss(p.$variant, p.$tone)}

  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.65;
    cursor: not-allowed;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
  svg {
    flex-shrink: 0;
    inline-size: 1.1em;
    block-size: 1.1em;
  }
`;

const RippleDot = styled.span`
  position: absolute;
  border-radius: 50%;
  background: currentColor;
  pointer-events: none;
  animation: ${rippleGrow} var(--ripple-duration) ease-out forwards;
`;

export function Button({
  variant = 'solid',
  tone = 'primary',
  size = 'md',
  loading = false,
  iconOnly = false,
  block = false,
  startIcon,
  endIcon,
  disabled,
  children,
  type = 'button',
  onPointerDown,
  onClick,
  ...rest
}: ButtonProps) {
  const ripple = useRipple();
  const handlePointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    ripple.onPointerDown(event);
    onPointerDown?.(event);
  };

  return (
    <Root
      type={type}
      $variant={variant}
      $tone={tone}
      $size={size}
      $iconOnly={iconOnly}
      $block={block}
      // While loading the button stays focusable (a disabled button would drop keyboard focus to the
      // page mid-submit); it is marked disabled and ignores presses instead.
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onPointerDown={handlePointerDown}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (loading) event.preventDefault();
        else onClick?.(event);
      }}
      {...rest}
    >
      {loading ? <Spinner size="sm" decorative /> : startIcon}
      {children}
      {!loading && endIcon}
      {ripple.ripples.map((r) => (
        <RippleDot
          key={r.key}
          data-testid="ripple"
          aria-hidden
          // Physical offsets: the pointer position is measured from the left edge in both directions.
          style={{ left: r.x - r.size / 2, top: r.y - r.size / 2, width: r.size, height: r.size }}
        />
      ))}
    </Root>
  );
}

import styled, { css, keyframes } from 'styled-components';
import { v, type Tone } from '../theme/tokens';

const spin = keyframes`to { transform: rotate(360deg); }`;
const grow = keyframes`0% { transform: scale(0); } 50% { opacity: 1; transform: none; }`;

const sizes = { sm: '1rem', md: '2rem', lg: '3rem' } as const;

export type SpinnerProps = {
  /** `border` turns a ring; `grow` pulses a dot. */
  variant?: 'border' | 'grow';
  size?: keyof typeof sizes;
  /** Omit to inherit the surrounding text colour (e.g. inside a button). */
  tone?: Tone;
  /** Read by screen readers; the spinner itself is decorative. */
  label?: string;
  /** Inside something that already announces its busy state (a button with aria-busy). */
  decorative?: boolean;
  className?: string;
};

const Shape = styled.span<{ $variant: 'border' | 'grow'; $size: string; $tone?: Tone }>`
  display: inline-block;
  inline-size: ${(p) => p.$size};
  block-size: ${(p) => p.$size};
  flex-shrink: 0;
  vertical-align: middle;
  border-radius: 50%;
  color: ${(p) => (p.$tone ? v.toneText(p.$tone) : 'currentColor')};
  ${(p) =>
    p.$variant === 'border'
      ? css`
          border: calc(${p.$size} / 8) solid currentColor;
          border-inline-end-color: transparent;
          animation: ${spin} 0.75s linear infinite;
        `
      : css`
          background: currentColor;
          opacity: 0;
          animation: ${grow} 0.75s linear infinite;
        `}
`;

export function Spinner({
  variant = 'border',
  size = 'md',
  tone,
  label = 'Loading…',
  decorative,
  className,
}: SpinnerProps) {
  const shape = (
    <Shape
      aria-hidden
      $variant={variant}
      $size={sizes[size]}
      $tone={tone}
      className={decorative ? className : undefined}
    />
  );
  if (decorative) return shape;
  return (
    <span role="status" className={className}>
      {shape}
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

import { Switch as RadixSwitch } from 'radix-ui';
import { useId, type ComponentProps, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Tone } from '../theme/tokens';

export type SwitchProps = Omit<ComponentProps<typeof RadixSwitch.Root>, 'children'> & {
  label: ReactNode;
  /** A line under the label, read as the switch's description. */
  description?: ReactNode;
  tone?: Tone;
  size?: 'sm' | 'md' | 'lg';
  /** The label after the switch (the default) or before it; `start` with `block` spreads a settings row. */
  labelPosition?: 'start' | 'end';
  /** Takes the whole width, the label and the switch at either end. */
  block?: boolean;
  /** What the track shows on its free side: an icon or a short word for on, and for off (decoration only). */
  on?: ReactNode;
  off?: ReactNode;
};

const dims = { sm: [1.75, 1], md: [2.25, 1.25], lg: [2.75, 1.5] } as const;
/** With content in the track, it widens to hold it. */
const wideDims = { sm: [2.75, 1.125], md: [3.25, 1.375], lg: [3.75, 1.625] } as const;

const Row = styled.div<{ $block: boolean }>`
  display: ${(p) => (p.$block ? 'flex' : 'inline-flex')};
  align-items: center;
  justify-content: ${(p) => (p.$block ? 'space-between' : 'flex-start')};
  gap: var(--space-2);
  label {
    color: var(--c-heading);
    cursor: pointer;
  }
  small {
    display: block;
    font-size: var(--fs-sm);
    color: var(--c-muted);
  }
`;

const Track = styled(RadixSwitch.Root)<{ $tone: Tone; $w: number; $h: number }>`
  position: relative;
  flex-shrink: 0;
  inline-size: ${(p) => p.$w}rem;
  block-size: ${(p) => p.$h}rem;
  padding: 0;
  border: 0;
  border-radius: var(--radius-pill);
  background: var(--c-border);
  color: var(--c-heading);
  cursor: pointer;
  transition: background var(--transition);
  &[data-state='checked'] {
    background: var(--c-${(p) => p.$tone});
    color: var(--c-${(p) => p.$tone}-contrast);
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const Thumb = styled(RadixSwitch.Thumb)<{ $w: number; $h: number }>`
  position: absolute;
  inset-block-start: 0.125rem;
  inset-inline-start: 0.125rem;
  inline-size: ${(p) => p.$h - 0.25}rem;
  block-size: ${(p) => p.$h - 0.25}rem;
  border-radius: 50%;
  background: #fff;
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.25);
  transition: inset-inline-start var(--transition);
  &[data-state='checked'] {
    inset-inline-start: ${(p) => p.$w - p.$h + 0.125}rem;
  }
`;

/** The on or off content, on the side the thumb has left. */
const Face = styled.span<{ $h: number; $side: 'on' | 'off' }>`
  position: absolute;
  inset-block: 0;
  ${(p) => (p.$side === 'on' ? 'inset-inline-start' : 'inset-inline-end')}: 0.375rem;
  display: flex;
  align-items: center;
  font-size: ${(p) => (p.$h > 1.5 ? '0.6875rem' : '0.625rem')};
  font-weight: var(--fw-semibold);
  text-transform: uppercase;
  pointer-events: none;
  svg {
    inline-size: ${(p) => p.$h * 0.6}rem;
    block-size: ${(p) => p.$h * 0.6}rem;
  }
  [data-state='checked'] > &[data-side='off'],
  [data-state='unchecked'] > &[data-side='on'] {
    visibility: hidden;
  }
`;

/** An on/off setting that applies at once. */
export function Switch({
  label,
  description,
  tone = 'primary',
  size = 'md',
  labelPosition = 'end',
  block = false,
  on,
  off,
  id,
  ...rest
}: SwitchProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const [w, h] = on != null || off != null ? wideDims[size] : dims[size];
  const text = (
    <span>
      <label htmlFor={controlId}>{label}</label>
      {description != null && <small id={`${controlId}-description`}>{description}</small>}
    </span>
  );
  return (
    <Row $block={block}>
      {labelPosition === 'start' && text}
      <Track
        id={controlId}
        $tone={tone}
        $w={w}
        $h={h}
        aria-describedby={description != null ? `${controlId}-description` : undefined}
        {...rest}
      >
        {on != null && (
          <Face aria-hidden $h={h} $side="on" data-side="on">
            {on}
          </Face>
        )}
        {off != null && (
          <Face aria-hidden $h={h} $side="off" data-side="off">
            {off}
          </Face>
        )}
        <Thumb $w={w} $h={h} />
      </Track>
      {labelPosition === 'end' && text}
    </Row>
  );
}

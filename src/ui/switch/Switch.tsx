import { Switch as RadixSwitch } from 'radix-ui';
import { useId, type ComponentProps, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Tone } from '../theme/tokens';

export type SwitchProps = Omit<ComponentProps<typeof RadixSwitch.Root>, 'children'> & {
  label: ReactNode;
  tone?: Tone;
  size?: 'sm' | 'md' | 'lg';
};

const dims = { sm: [1.75, 1], md: [2.25, 1.25], lg: [2.75, 1.5] } as const;

const Row = styled.div`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  label {
    color: var(--c-heading);
    cursor: pointer;
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
  cursor: pointer;
  transition: background var(--transition);
  &[data-state='checked'] {
    background: var(--c-${(p) => p.$tone});
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

/** An on/off setting that applies at once. */
export function Switch({ label, tone = 'primary', size = 'md', id, ...rest }: SwitchProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const [w, h] = dims[size];
  return (
    <Row>
      <Track id={controlId} $tone={tone} $w={w} $h={h} {...rest}>
        <Thumb $w={w} $h={h} />
      </Track>
      <label htmlFor={controlId}>{label}</label>
    </Row>
  );
}

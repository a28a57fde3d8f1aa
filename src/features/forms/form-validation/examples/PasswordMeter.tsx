import styled from 'styled-components';
import { passwordStrength, strengthLabels } from './passwordStrength';

const tones = ['danger', 'danger', 'warning', 'info', 'success'] as const;

const Root = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr)) auto;
  align-items: center;
  gap: var(--space-1);
  font-size: var(--fs-sm);
  color: var(--c-muted);
`;

const Segment = styled.span<{ $tone: string | null }>`
  block-size: 0.375rem;
  border-radius: var(--radius-pill);
  background: ${(p) => (p.$tone ? `var(--c-${p.$tone})` : 'var(--c-border)')};
`;

const Label = styled.span`
  min-inline-size: 4.5rem;
  margin-inline-start: var(--space-2);
  text-align: end;
`;

/** A password's strength as four segments and a word, read as a meter ("Password strength: Good"). */
export function PasswordMeter({ password }: { password: string }) {
  const score = passwordStrength(password);
  const label = strengthLabels[score]!;
  return (
    <Root
      role="meter"
      aria-label="Password strength"
      aria-valuemin={0}
      aria-valuemax={4}
      aria-valuenow={score}
      aria-valuetext={label}
    >
      {[1, 2, 3, 4].map((step) => (
        <Segment key={step} $tone={password && step <= Math.max(score, 1) ? tones[score]! : null} />
      ))}
      <Label aria-hidden>{password ? label : ''}</Label>
    </Root>
  );
}

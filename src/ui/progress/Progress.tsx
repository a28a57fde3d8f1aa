import { Progress as RadixProgress } from 'radix-ui';
import styled, { css, keyframes } from 'styled-components';
import type { Tone } from '../theme/tokens';

const stripes = keyframes`from { background-position: 1rem 0; } to { background-position: 0 0; }`;

export type ProgressProps = {
  /** 0–max; omit for an indeterminate bar. */
  value?: number | null;
  max?: number;
  /** Names what is progressing; shown above the bar unless `hideLabel`. */
  label: string;
  hideLabel?: boolean;
  showValue?: boolean;
  tone?: Tone;
  height?: number;
  striped?: boolean;
  className?: string;
};

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  margin-block-end: var(--space-1);
  font-size: var(--fs-sm);
  color: var(--c-heading);
`;

const Track = styled(RadixProgress.Root)<{ $height: number }>`
  position: relative;
  overflow: hidden;
  block-size: ${(p) => p.$height}px;
  border-radius: var(--radius-pill);
  background: var(--c-hover);
`;

const Bar = styled(RadixProgress.Indicator)<{ $tone: Tone; $striped: boolean }>`
  block-size: 100%;
  border-radius: inherit;
  background-color: var(--c-${(p) => p.$tone});
  transition: inline-size 0.4s ease;
  ${(p) =>
    p.$striped &&
    css`
      background-image: linear-gradient(
        45deg,
        rgba(255, 255, 255, 0.2) 25%,
        transparent 25%,
        transparent 50%,
        rgba(255, 255, 255, 0.2) 50%,
        rgba(255, 255, 255, 0.2) 75%,
        transparent 75%
      );
      background-size: 1rem 1rem;
      animation: ${stripes} 1s linear infinite;
    `}
  &[data-state='indeterminate'] {
    inline-size: 40%;
  }
`;

export function Progress({
  value = null,
  max = 100,
  label,
  hideLabel,
  showValue,
  tone = 'primary',
  height = 8,
  striped = false,
  className,
}: ProgressProps) {
  const clamped = value == null ? null : Math.min(Math.max(value, 0), max);
  const percent = clamped == null ? 0 : Math.round((clamped / max) * 100);
  return (
    <div className={className}>
      {!hideLabel && (
        <Head>
          <span>{label}</span>
          {showValue && clamped != null && <span aria-hidden>{percent}%</span>}
        </Head>
      )}
      <Track value={clamped} max={max} aria-label={label} $height={height}>
        {/* A logical width fills from the inline start, so RTL needs nothing extra. */}
        <Bar $tone={tone} $striped={striped} style={{ inlineSize: clamped == null ? undefined : `${percent}%` }} />
      </Track>
    </div>
  );
}

import { Star, type LucideIcon } from 'lucide-react';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { useKitLabels } from '../shared/kitLabels';
import { visuallyHiddenCss } from '../theme/GlobalStyle';
import type { Tone } from '../theme/tokens';

const sizes = { sm: '1rem', md: '1.5rem', lg: '2rem' } as const;
export type RatingSize = keyof typeof sizes;

const Group = styled.fieldset`
  display: inline-grid;
  gap: var(--space-1);
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend<{ $hidden: boolean }>`
  padding: 0;
  font-size: var(--fs-sm);
  font-weight: var(--fw-medium);
  color: var(--c-heading);
  ${(p) => (p.$hidden ? visuallyHiddenCss : '')}
`;

const Row = styled.span<{ $size: string; $tone: Tone }>`
  display: inline-flex;
  align-items: center;
  gap: 0.125rem;
  color: var(--c-${(p) => p.$tone});
  line-height: 0;
  vertical-align: middle;
  --rating-size: ${(p) => p.$size};
`;

/** One icon: its outline, and over it the filled icon cut to the filled share (from the inline start). */
const Cell = styled.span`
  position: relative;
  display: inline-block;
  inline-size: var(--rating-size);
  block-size: var(--rating-size);
  svg {
    inline-size: 100%;
    block-size: 100%;
  }
  > svg {
    color: var(--c-border);
    fill: var(--c-hover);
  }
  .fill {
    position: absolute;
    inset-block: 0;
    inset-inline-start: 0;
    overflow: hidden;
    /* At full size, anchored to the inline start (the right in RTL): the box cuts it. */
    svg {
      inline-size: var(--rating-size);
      fill: currentColor;
    }
  }
  input,
  .words {
    ${visuallyHiddenCss}
  }
  label {
    position: absolute;
    inset-block: 0;
    inset-inline-start: 0;
    inline-size: 100%;
    cursor: pointer;
    border-radius: var(--radius-sm);
  }
  label.half {
    inline-size: 50%;
  }
  label.second {
    inset-inline-start: 50%;
  }
  input:focus-visible + label {
    outline: 2px solid var(--c-primary);
    outline-offset: 1px;
  }
  input:disabled + label {
    cursor: not-allowed;
  }
`;

function Icon({ Shape, fill }: { Shape: LucideIcon; fill: number }) {
  return (
    <>
      <Shape aria-hidden />
      {fill > 0 ? (
        <span className="fill" style={{ inlineSize: `${fill * 100}%` }}>
          <Shape aria-hidden />
        </span>
      ) : null}
    </>
  );
}

type Shared = {
  /** How many icons (5 by default). */
  max?: number;
  icon?: LucideIcon;
  size?: RatingSize;
  tone?: Tone;
  className?: string;
};

export type RatingDisplayProps = Shared & { value: number };

/**
 * A rating to read, not to change: the icons filled to the value (3.7 fills most of the fourth), one
 * image for assistive technology named by the kit's words ("3.7 out of 5").
 */
export function RatingDisplay({
  value,
  max = 5,
  icon = Star,
  size = 'md',
  tone = 'warning',
  className,
}: RatingDisplayProps) {
  const labels = useKitLabels();
  return (
    <Row role="img" aria-label={labels.ratingOf(value, max)} $size={sizes[size]} $tone={tone} className={className}>
      {Array.from({ length: max }, (_, index) => (
        <Cell key={index}>
          <Icon Shape={icon} fill={Math.min(1, Math.max(0, value - index))} />
        </Cell>
      ))}
    </Row>
  );
}

export type RatingProps = Shared & {
  /** The group's name ("Your rating"), read before each choice. */
  label: string;
  /** Keeps the name for assistive technology only. */
  hideLabel?: boolean;
  value?: number;
  defaultValue?: number;
  onValueChange?: (value: number) => void;
  /** Half steps: each icon is two choices, its first and second half. */
  allowHalf?: boolean;
  disabled?: boolean;
  /** The form field's name; one is made up otherwise. */
  name?: string;
  /** Words for a choice ("Excellent"); by default the kit's ("4 stars"). */
  valueLabel?: (value: number) => string;
};

/**
 * A rating to give: a native radio group under the icons, so Tab reaches it at the chosen value and
 * the arrow keys change it (the browser's own, following the page's direction), each choice named
 * ("4 stars"). Pointing at an icon previews the value. With `allowHalf`, each half is a choice.
 */
export function Rating({
  label,
  hideLabel = false,
  value,
  defaultValue = 0,
  onValueChange,
  allowHalf = false,
  disabled,
  name,
  valueLabel,
  max = 5,
  icon = Star,
  size = 'md',
  tone = 'warning',
  className,
}: RatingProps) {
  const labels = useKitLabels();
  const id = useId();
  const [own, setOwn] = useState(defaultValue);
  const [preview, setPreview] = useState<number | null>(null);
  const current = value ?? own;
  const shown = preview ?? current;
  const choose = (next: number) => {
    setOwn(next);
    onValueChange?.(next);
  };
  const choice = (n: number, className: string) => (
    <>
      <input
        type="radio"
        id={`${id}-${n}`}
        name={name ?? id}
        value={n}
        checked={current === n}
        disabled={disabled}
        onChange={() => choose(n)}
      />
      <label
        htmlFor={`${id}-${n}`}
        className={className}
        onPointerEnter={() => !disabled && setPreview(n)}
        onPointerLeave={() => setPreview(null)}
      >
        <span className="words">{valueLabel ? valueLabel(n) : labels.stars(n)}</span>
      </label>
    </>
  );
  return (
    <Group className={className}>
      <Legend $hidden={hideLabel}>{label}</Legend>
      <Row $size={sizes[size]} $tone={tone} style={disabled ? { opacity: 0.5 } : undefined}>
        {Array.from({ length: max }, (_, index) => (
          <Cell key={index}>
            <Icon Shape={icon} fill={Math.min(1, Math.max(0, shown - index))} />
            {allowHalf ? choice(index + 0.5, 'half') : null}
            {choice(index + 1, allowHalf ? 'half second' : '')}
          </Cell>
        ))}
      </Row>
    </Group>
  );
}

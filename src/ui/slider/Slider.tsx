import { useId, useState } from 'react';
import type { Tone } from '../theme/tokens';
import { Bar, Bubble, Head, Marks, Range, Root, Thumb, Tick, Ticks, Track } from './sliderParts';

/** A labelled point on the track; a bare number is a tick without words. */
export type SliderMark = number | { value: number; label: string };

export type SliderProps = {
  /** The visible name over the slider; the thumbs' names default to it. */
  label: string;
  /** Each thumb's own name (a range: "Minimum price", "Maximum price"). */
  thumbLabels?: string[];
  /** The thumbs' values (one for a single slider, two for a range). */
  value?: number[];
  defaultValue?: number[];
  onValueChange?: (value: number[]) => void;
  /** Once the person lets go (the pointer up, or a key press). */
  onValueCommit?: (value: number[]) => void;
  min?: number;
  max?: number;
  step?: number;
  /** Thumbs of a range keep this many steps apart. */
  minStepsBetweenThumbs?: number;
  orientation?: 'horizontal' | 'vertical';
  disabled?: boolean;
  /** A value as a person reads it ("$40", "75%"): on the tooltip, beside the label, and announced. */
  formatValue?: (value: number) => string;
  /** The value over each thumb: while pointed at, focused or dragged, always, or never. */
  tooltip?: 'auto' | 'always' | 'none';
  /** Shows the current value(s) beside the label. */
  showValue?: boolean;
  marks?: SliderMark[];
  tone?: Tone;
  /** The track's length when vertical. */
  height?: string;
  className?: string;
};

const markValue = (mark: SliderMark) => (typeof mark === 'number' ? mark : mark.value);

/**
 * A slider on Radix Slider: one thumb or a range, steps and marks, horizontal or vertical. Each thumb
 * is named and announces its value as written (`formatValue`); arrows move a step, Page keys ten,
 * Home and End to the ends. It follows the page's direction (RTL: the minimum on the right).
 */
export function Slider({
  label,
  thumbLabels,
  value,
  defaultValue = [0],
  onValueChange,
  onValueCommit,
  min = 0,
  max = 100,
  step = 1,
  minStepsBetweenThumbs,
  orientation = 'horizontal',
  disabled,
  formatValue = String,
  tooltip = 'auto',
  showValue = false,
  marks = [],
  tone = 'primary',
  height = '12rem',
  className,
}: SliderProps) {
  const labelId = useId();
  const [own, setOwn] = useState(defaultValue);
  const current = value ?? own;
  const vertical = orientation === 'vertical';
  const at = (n: number) => ((n - min) / (max - min)) * 100;
  return (
    <Root $vertical={vertical} className={className} role="group" aria-labelledby={labelId}>
      <Head>
        <span id={labelId}>{label}</span>
        {showValue ? <output aria-hidden>{current.map(formatValue).join(' – ')}</output> : null}
      </Head>
      <Bar
        $tone={tone}
        $height={height}
        $room={tooltip === 'always' && !vertical}
        value={current}
        onValueChange={(next) => {
          setOwn(next);
          onValueChange?.(next);
        }}
        onValueCommit={onValueCommit}
        min={min}
        max={max}
        step={step}
        minStepsBetweenThumbs={minStepsBetweenThumbs}
        orientation={orientation}
        disabled={disabled}
      >
        <Track>
          <Range />
        </Track>
        {marks.length ? (
          <Ticks data-orientation={orientation} aria-hidden>
            {marks.map((mark) => {
              const place = `${at(markValue(mark))}%`;
              return (
                <Tick
                  key={markValue(mark)}
                  style={
                    vertical
                      ? { insetBlockEnd: place, insetInlineStart: '50%' }
                      : { insetInlineStart: place, insetBlockEnd: '50%' }
                  }
                />
              );
            })}
          </Ticks>
        ) : null}
        {current.map((thumb, index) => (
          <Thumb
            key={index}
            $tooltip={tooltip === 'always' ? 'always' : 'auto'}
            aria-label={thumbLabels?.[index] ?? label}
            aria-valuetext={formatValue(thumb)}
          >
            {tooltip !== 'none' ? <Bubble aria-hidden>{formatValue(thumb)}</Bubble> : null}
          </Thumb>
        ))}
      </Bar>
      {marks.some((mark) => typeof mark !== 'number') ? (
        <Marks $vertical={vertical} aria-hidden>
          {marks.map((mark) =>
            typeof mark === 'number' ? null : (
              <span key={mark.value} style={{ insetInlineStart: `${at(mark.value)}%` }}>
                {mark.label}
              </span>
            ),
          )}
        </Marks>
      ) : null}
    </Root>
  );
}

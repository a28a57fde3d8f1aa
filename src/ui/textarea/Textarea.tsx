import { useState, type ChangeEvent, type Ref, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlCss } from '../field/controlStyles';
import { useFieldControl } from '../field/Field';
import { visuallyHiddenCss } from '../theme';

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  /**
   * A soft limit: a counter shows the length against it, turns red past it, and tells a screen reader
   * (politely) once the text is near the limit or over it. Typing past it stays possible, so nothing
   * pasted is cut off: refuse the value in the form's validation.
   */
  limit?: number;
  /** Grows with its text, from `rows` lines up to `maxRows`. */
  autosize?: boolean;
  maxRows?: number;
  ref?: Ref<HTMLTextAreaElement>;
};

const Root = styled.textarea<{ $autosize: boolean; $maxRows?: number }>`
  ${controlCss('md')}
  min-block-size: 5rem;
  resize: vertical;
  ${(p) =>
    p.$autosize &&
    `
    field-sizing: content;
    min-block-size: calc(var(--rows) * 1.5em + 1rem + 2px);
    resize: none;
    ${p.$maxRows ? `max-block-size: calc(${p.$maxRows} * 1.5em + 1rem + 2px);` : ''}
  `}
`;

const Counter = styled.p<{ $over?: boolean }>`
  margin: var(--space-1) 0 0;
  font-size: var(--fs-xs);
  color: ${(p) => (p.$over ? 'var(--c-danger-text)' : 'var(--c-muted)')};
  font-weight: ${(p) => (p.$over ? 'var(--fw-medium)' : 'inherit')};
  text-align: end;
  font-variant-numeric: tabular-nums;
`;

const Announcer = styled.span`
  ${visuallyHiddenCss}
`;

/** Near the limit: the last tenth of it (at least five characters). */
const nearFrom = (limit: number) => limit - Math.max(5, Math.ceil(limit / 10));

/**
 * A multi-line input; with `maxLength` and a `value` it shows how many characters are used, with `limit`
 * it counts against a soft limit (and announces it when near or over), with `autosize` it grows.
 */
export function Textarea({ rows = 3, limit, autosize = false, maxRows, onChange, style, ...props }: TextareaProps) {
  const connected = useFieldControl(props);
  const [typed, setTyped] = useState<number | null>(null);
  const length = props.value != null ? String(props.value).length : (typed ?? String(props.defaultValue ?? '').length);
  const over = limit != null && length > limit;
  const near = limit != null && length >= nearFrom(limit);
  return (
    <div>
      <Root
        rows={rows}
        $autosize={autosize}
        $maxRows={maxRows}
        style={autosize ? { ...style, ['--rows' as string]: rows } : style}
        {...connected}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
          setTyped(event.target.value.length);
          onChange?.(event);
        }}
      />
      {limit != null ? (
        <>
          <Counter $over={over} aria-hidden>
            {length}/{limit}
          </Counter>
          <Announcer aria-live="polite">{near ? `${length}/${limit}` : ''}</Announcer>
        </>
      ) : (
        props.maxLength != null &&
        props.value != null && (
          <Counter aria-live="polite">
            {length}/{props.maxLength}
          </Counter>
        )
      )}
    </div>
  );
}

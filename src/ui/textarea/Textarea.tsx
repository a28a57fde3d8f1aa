import type { Ref, TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlCss } from '../field/controlStyles';
import { useFieldControl } from '../field/Field';

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };

const Root = styled.textarea`
  ${controlCss('md')}
  min-block-size: 5rem;
  resize: vertical;
`;

const Counter = styled.p`
  margin: var(--space-1) 0 0;
  font-size: var(--fs-xs);
  color: var(--c-muted);
  text-align: end;
`;

/** A multi-line input; with `maxLength` it shows how many characters are left. */
export function Textarea({ rows = 3, ...props }: TextareaProps) {
  const connected = useFieldControl(props);
  const length = String(props.value ?? props.defaultValue ?? '').length;
  return (
    <div>
      <Root rows={rows} {...connected} />
      {props.maxLength != null && props.value != null && (
        <Counter aria-live="polite">
          {length}/{props.maxLength}
        </Counter>
      )}
    </div>
  );
}

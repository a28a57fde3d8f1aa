import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Root = styled.div`
  display: grid;
  gap: var(--space-2);
`;
const Caption = styled.span`
  color: var(--c-heading);
  font-weight: var(--fw-medium);
  font-size: var(--fs-sm);
`;
const Refusal = styled.p`
  margin: 0;
  font-size: var(--fs-sm);
  color: var(--c-danger-text);
`;

type Props = {
  label: string;
  /** What is wrong with the group's value, shown under it and read with it. */
  error?: string;
  /** The control or controls, given the caption's id (to be labelled by) and the error's (to be described by). */
  children: (ids: { labelId: string; errorId: string | undefined }) => ReactNode;
};

/** A control without a label element of its own (a group of checkboxes, the editor, the drop zone), captioned. */
export function LabelledGroup({ label, error, children }: Props) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <Root>
      <Caption id={id}>{label}</Caption>
      {children({ labelId: id, errorId })}
      {error && (
        <Refusal id={errorId} role="alert">
          {error}
        </Refusal>
      )}
    </Root>
  );
}

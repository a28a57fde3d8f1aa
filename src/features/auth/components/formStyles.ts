import styled from 'styled-components';

export const Form = styled.form`
  display: grid;
  gap: var(--space-4);
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-2);
`;

export const Aside = styled.p`
  margin: 0;
  text-align: center;
  color: var(--c-muted);
`;

/** An error under a control that is not inside a Field (a checkbox). */
export const ErrorText = styled.p`
  margin: var(--space-1) 0 0;
  font-size: var(--fs-sm);
  color: var(--c-danger-text);
`;

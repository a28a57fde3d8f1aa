import styled from 'styled-components';

/** A field's input with a button beside it (Invite, Copy); the button goes under it on a phone. */
export const FieldRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
  > input {
    flex: 1 1 12rem;
    inline-size: auto;
  }
`;

import styled from 'styled-components';

/** The thread pane: header, messages that scroll, composer. */
export const ThreadFrame = styled.section`
  display: flex;
  flex-direction: column;
  min-block-size: 0;
  min-inline-size: 0;
  block-size: 100%;
  background: var(--c-body);
`;

/** A state that fills the pane (loading, failed, not found, pick a chat). */
export const ThreadState = styled.div`
  flex: 1;
  display: grid;
  place-items: center;
  padding: var(--space-4);
  overflow-y: auto;
`;

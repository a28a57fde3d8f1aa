import styled from 'styled-components';

/**
 * The list and the open mail side by side when the box is wide enough, else one at a time: the
 * list, or the mail (with its back button). A container query, so the menu's width counts.
 */
export const Panes = styled.div`
  container-type: inline-size;
  display: grid;
  min-inline-size: 0;
  min-block-size: 0;
  > * {
    grid-area: 1 / 1;
    min-block-size: 0;
  }
  &[data-reading] > :first-child,
  &:not([data-reading]) > :last-child {
    display: none;
  }
  @container (min-width: 50rem) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    > :first-child {
      border-inline-end: 1px solid var(--c-border);
    }
    > :last-child {
      grid-area: 1 / 2;
    }
    &[data-reading] > :first-child,
    &:not([data-reading]) > :last-child {
      display: flex;
    }
  }
`;
/** The back button of the open mail shows only when the list is not beside it. */
export const Reading = styled.div`
  display: flex;
  flex-direction: column;
  min-block-size: 0;
  > * {
    flex: 1;
  }
  @container (min-width: 50rem) {
    .back-to-list {
      display: none;
    }
  }
`;
export const Nothing = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  background: var(--c-body);
`;

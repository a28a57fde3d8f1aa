import styled from 'styled-components';
import { Card } from '../card/Card';

/** From this width an app screen's side column stands beside its main pane; below it, it opens in a side panel. */
export const appFrameRoomy = '(min-width: 48em)';

/**
 * The frame of an app screen (the mailbox, the tasks, the calendar): one card as tall as the window
 * allows, a side column (a `nav`, drawn only when roomy) and the main pane beside it, each scrolling on
 * its own.
 */
export const AppFrame = styled(Card)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  block-size: clamp(34rem, calc(100dvh - 11rem), 56rem);
  overflow: hidden;
  padding: 0;
  @media ${appFrameRoomy} {
    grid-template-columns: 14.5rem minmax(0, 1fr);
  }
  > nav {
    border-inline-end: 1px solid var(--c-border);
    overflow-y: auto;
  }
`;

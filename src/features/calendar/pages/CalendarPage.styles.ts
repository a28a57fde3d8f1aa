import styled from 'styled-components';
import { Card } from '@/ui/card/Card';
import { roomy } from '../useCalendarPlace';

/** The sidebar beside the calendar on a wide screen; the calendar alone (the sidebar in a panel) below. */
export const App = styled(Card)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  overflow: hidden;
  @media ${roomy} {
    grid-template-columns: 19rem minmax(0, 1fr);
    > aside {
      padding: var(--space-5) var(--space-4);
      border-inline-end: 1px solid var(--c-border);
    }
  }
`;

export const Main = styled.div`
  display: grid;
  grid-template-rows: auto auto 1fr;
  gap: var(--space-3);
  min-inline-size: 0;
  padding: var(--space-3);
  @media (min-width: 36em) {
    padding: var(--space-5);
  }
`;

/**
 * The calendar's room, reserved before anything is drawn in it (FullCalendar fills its height), so
 * nothing moves when the language, the events or an error arrive.
 */
export const Room = styled.div`
  display: grid;
  block-size: clamp(30rem, calc(100dvh - 16rem), 48rem);
  min-block-size: 0;
  > * {
    min-block-size: 0;
    min-inline-size: 0;
  }
`;

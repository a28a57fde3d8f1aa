import { setDemoNow } from '@/mocks';
import { fixNow } from '@/lib/today';

/** The todo stories' "today": the seeded tasks' month, so due dates read the same on any day. */
export const TODO_NOW = '2026-01-15T10:00:00';

/** A meta's `beforeEach`: the demo server's clock and the app's "today" fixed, set back after the story. */
export const fixTodoClock = () => {
  setDemoNow(TODO_NOW);
  fixNow(TODO_NOW);
  return () => {
    setDemoNow();
    fixNow();
  };
};

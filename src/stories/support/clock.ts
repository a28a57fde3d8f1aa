import { setDemoNow } from '@/mocks';
import { fixNow } from '@/lib/today';

/** The planning apps' stories' "today": the month of the seeded tasks and events, on any day they run. */
export const STORY_NOW = '2026-01-15T10:00:00';

/**
 * A meta's `beforeEach`: the demo server's clock (dated seed data) and the app's "today" (due dates,
 * the calendar's today) fixed at STORY_NOW, set back after the story, so pictures never change.
 */
export const fixClock = () => {
  setDemoNow(STORY_NOW);
  fixNow(STORY_NOW);
  return () => {
    setDemoNow();
    fixNow();
  };
};

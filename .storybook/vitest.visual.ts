import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

type StoryContext = { story?: { id: string; canvasElement?: HTMLElement } };

/**
 * After each story has rendered and its play function has run, compare a screenshot of the story's
 * root with the committed reference in __screenshots__/ (written on first run; update with -u).
 */
afterEach(async (context) => {
  const { story } = context as unknown as StoryContext;
  if (!story?.canvasElement || context.task.result?.state === 'fail') return;
  // Let fonts finish loading and animations settle (the runner forces reduced motion).
  await document.fonts.ready;
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  await expect.element(page.elementLocator(story.canvasElement)).toMatchScreenshot(story.id);
});

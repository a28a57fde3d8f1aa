import axe from 'axe-core';
import { afterEach, beforeEach, expect, inject, vi } from 'vitest';
import { page } from 'vitest/browser';
import { toast, toastsDelivered } from '@/ui/toast/toast';
import { demoServerCalls, demoServerEndpoints } from './demoServerCalls';

/**
 * What the story pass adds to each story, beyond Storybook's own render, `play` and axe check: toasts
 * closed between stories, the demo-server calls it made checked
 * against the endpoints it lists, a screen's contrast in the dark skin, and its picture.
 *
 * The picture is taken in the same browser pass and compared with the committed reference in
 * __screenshots__/<story file>/<story>.png (update with `npm run test:visual:update`), where the
 * global setup says the platform is the references' (`comparePictures`). A story that failed gets no
 * picture; a story tagged `no-visual` (its picture cannot be stable) is tested but not pictured. The
 * runner renders each story into a new <div> appended to <body>; overlays (dialogs, menus, tooltips)
 * are portals appended after it.
 */
const comparePictures = inject('comparePictures');
let before = new Set<Element>();
// `ui-button--variants` → `ui-button/variants`: the reference's path (scripts/pictures.mjs, pictureOf).
const pictureName = (id: string) => id.replace('--', '/');

/*
 * Toasts stay open in the tests until the next story starts, which closes them. Their countdown is
 * the progress bar's animation, the toast closes when it ends, and the screenshot fast-forwards
 * animations to their end: without this a toast would close while it is pictured, or in the middle
 * of a long story.
 */
const holdToasts = document.createElement('style');
holdToasts.textContent = '.Toastify__progress-bar { animation: none !important; }';
document.head.append(holdToasts);

beforeEach(async () => {
  // Storybook pauses animations after a story with a style it removes only when the story's checks
  // pass: left behind by a failed story, it would freeze every closing animation in the tab.
  for (const style of document.querySelectorAll('style')) {
    if (style.textContent?.includes('animation-play-state: paused !important')) style.remove();
  }
  if (document.querySelector('.Toastify__toast')) {
    toast.dismiss();
    await vi.waitFor(
      () => {
        // The toasts' closing animation is not what the next story is about: it ends at once.
        for (const animation of document.getAnimations()) {
          const target = (animation.effect as KeyframeEffect | null)?.target;
          if (target instanceof Element && target.closest('.Toastify')) animation.finish();
        }
        if (document.querySelector('.Toastify__toast')) throw new Error('A toast is still open');
      },
      { timeout: 5000 },
    );
  }
  before = new Set(document.body.children);
  demoServerCalls.clear();
});

/**
 * What this story put on the page: its root, then any overlay (portals come after it). Storybook's a11y
 * addon adds an invisible <svg> of vision filters; it is not an overlay.
 */
const storyElements = () => [...document.body.children].filter((el) => !before.has(el) && el.tagName === 'DIV');

type StoryOnContext = { id: string; tags: string[]; parameters: Record<string, unknown> };
// addon-vitest puts the composed story on the test context (`context.story`), tags included.
const storyOf = (context: object) => (context as { story?: StoryOnContext }).story;

/*
 * A screen's story lists the demo-server endpoints the screen calls (`parameters.endpoints`, shown
 * on its docs page as what a product must serve): every call the story made must be on that list.
 */
afterEach((context) => {
  const story = storyOf(context);
  if (!story || typeof story.parameters.route !== 'string') return;
  const listed = (story.parameters.endpoints as string[] | undefined) ?? [];
  expect(
    listed.filter((endpoint) => !demoServerEndpoints.has(endpoint)),
    'listed endpoints the demo server does not have',
  ).toEqual([]);
  expect(
    [...demoServerCalls].filter((call) => !listed.includes(call)),
    'calls missing from parameters.endpoints',
  ).toEqual([]);
});

type A11yParameter = { config?: { rules?: Array<{ id: string; enabled?: boolean }> } };

/*
 * Contrast in the dark skin. Every story is checked by axe in its own skin; a screen's story (one with
 * a route) is checked once more for colour contrast alone with the skin switched to dark. The skins
 * are CSS variables under `[data-skin]` (src/ui/theme/cssVariables.ts), so this is a change of
 * attribute, not a second render. Vitest runs `afterEach` hooks last registered first: this one runs
 * after the picture below, which stays in the story's own skin.
 */
afterEach(async (context) => {
  const story = storyOf(context);
  const html = document.documentElement;
  const skin = html.dataset.skin ?? 'light';
  const a11y = story?.parameters.a11y as A11yParameter | undefined;
  const contrastOff = a11y?.config?.rules?.some((rule) => rule.id === 'color-contrast' && rule.enabled === false);
  if (!story || typeof story.parameters.route !== 'string' || skin !== 'light' || contrastOff) return;
  if (context.task.result?.state === 'fail') return;
  const shown = storyElements();
  if (shown.length === 0) return;
  html.dataset.skin = 'dark';
  try {
    // A colour that eases into the new skin is checked at its end.
    for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish();
    const { violations } = await axe.run(
      { include: shown },
      { runOnly: ['color-contrast'], resultTypes: ['violations'] },
    );
    expect(
      violations.flatMap((violation) =>
        violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? violation.help}`),
      ),
      'colour contrast in the dark skin',
    ).toEqual([]);
  } finally {
    html.dataset.skin = skin;
  }
});

afterEach(async (context) => {
  const story = storyOf(context);
  if (!comparePictures || !story || story.tags.includes('no-visual') || context.task.result?.state === 'fail') return;
  const added = storyElements();
  const root = added[0];
  if (!root) throw new Error(`No story root found for ${story.id}`);
  // With an overlay open, the page is the picture; otherwise the story's own root.
  const hasOverlay = added.length > 1;
  if (hasOverlay) document.body.style.minBlockSize = '100vh';
  // A toast the story raised last is pictured (its library may still be on its way).
  await toastsDelivered();
  await document.fonts.ready;
  // Pictures the data points at (avatars, covers) arrive after the text: wait for each to be drawn.
  // A lazy one below the frame's fold would never load: the picture shows the whole story, so all load.
  for (const img of document.images) if (img.loading === 'lazy') img.loading = 'eager';
  await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
  // Chromium paints only what is inside the frame: a story taller than the frame would come out
  // blank below it. The frame grows to the story's height for the picture, then shrinks back.
  // From the top, whatever an earlier story left scrolled (files share one page).
  window.scrollTo(0, 0);
  const { innerWidth: width, innerHeight: height } = window;
  const needed = Math.ceil(document.documentElement.scrollHeight);
  if (needed > height) await page.viewport(width, needed);
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  try {
    await expect
      .element(page.elementLocator(hasOverlay ? document.body : root))
      .toMatchScreenshot(pictureName(story.id));
  } finally {
    document.body.style.minBlockSize = '';
    if (needed > height) await page.viewport(width, height);
  }
});

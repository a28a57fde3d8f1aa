// The static Storybook as the people who use it open it: its manager UI in Chromium, a 1366×768
// window, motion on, no permission granted (a story cannot read the clipboard).
//
//   npm run test:workbench                 the toolbar keeps the open story; docs pages frame what they must
//   npm run test:workbench -- --stories    and every story, opened in the manager one after the other
//   npm run test:workbench -- --modes      and every story Chromatic captures, in each of its modes
//   npm run chromatic:plan [-- --list]     what a full Chromatic build captures: stories × modes
//
// Options: --dir <static Storybook> (default storybook-static, built first when missing), --only <id
// prefix>. A story passes when Storybook itself says so: its `storyFinished` event (render, play
// function, axe) reports success, with no exception on the way.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { closedNetworkArgs, findChromium } from './browser.mjs';
import { freePort } from './preview.mjs';

const { values: options } = parseArgs({
  options: {
    dir: { type: 'string', default: 'storybook-static' },
    stories: { type: 'boolean', default: false },
    modes: { type: 'boolean', default: false },
    plan: { type: 'boolean', default: false },
    list: { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});

const WINDOW = { width: 1366, height: 768 };
const STORY_TIMEOUT = 90_000;
// A docs page draws in under 3 s here: one that has not in 15 s is stuck, and is tried once more.
const DOCS_TIMEOUT = 15_000;

if (!existsSync(`${options.dir}/index.json`)) {
  console.log(`No static Storybook in ${options.dir}/: building it first (npm run build-storybook)…`);
  execFileSync('npx', ['storybook', 'build', '--quiet', '-o', options.dir], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
}

const port = await freePort();
const server = await preview({
  configFile: false,
  root: options.dir,
  logLevel: 'error',
  build: { outDir: '.' },
  preview: { host: '127.0.0.1', port, strictPort: true, open: false },
});
const base = `http://127.0.0.1:${port}`;
const executablePath = findChromium();
if (!executablePath) throw new Error('No Chromium found: set CHROMIUM_PATH (see README, Tests).');
const browser = await chromium.launch({ executablePath, args: closedNetworkArgs });
const index = await (await fetch(`${base}/index.json`)).json();
const entries = Object.values(index.entries).filter((entry) => !options.only || entry.id.startsWith(options.only));
const storyIds = entries.filter((entry) => entry.type === 'story').map((entry) => entry.id);

/** A page of the manager UI in a fresh context: the window's size, nothing granted. */
async function managerPage(path, viewport = WINDOW) {
  const context = await browser.newContext({ viewport });
  // In the preview, from its first moment, so no event of the first story or page is missed.
  await context.addInitScript(`(${waitForChannel})(${listenToStories})`);
  const page = await context.newPage();
  await page.goto(`${base}/?path=${path}`);
  const handle = await page.waitForSelector('#storybook-preview-iframe');
  const frame = await handle.contentFrame();
  await frame.waitForFunction(() => '__workbench' in window && '__STORYBOOK_PREVIEW__' in window);
  return { page, frame, context };
}

function waitForChannel(listen) {
  // A frame starts as about:blank and keeps its window for the first page it loads: poll until
  // Storybook's channel is there, then listen only if this is the preview (the manager has one too).
  const attach = () => {
    if (!window.__STORYBOOK_ADDONS_CHANNEL__) setTimeout(attach, 5);
    else if (location.pathname.endsWith('/iframe.html')) listen();
  };
  attach();
}

/**
 * In the preview: what Storybook reports for each story, by id. `storyFinished` ends every render
 * (status, and the reports of axe); exceptions come on their own events before it.
 */
function listenToStories() {
  const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
  const results = new Map();
  const problems = [];
  const note = (text) => problems.push(text);
  channel.on('playFunctionThrewException', (error) => note(`play: ${error.message}`));
  channel.on('storyThrewException', (error) => note(`render: ${error.message}`));
  channel.on('storyErrored', ({ title, description }) => note(`error: ${title} ${description ?? ''}`));
  channel.on('unhandledErrorsWhilePlaying', (errors) => errors.forEach((error) => note(`unhandled: ${error.message}`)));
  channel.on('storyMissing', (id) => note(`missing: ${id}`));
  channel.on('storyFinished', ({ storyId, status, reporters }) => {
    for (const report of reporters ?? []) {
      if (report.status !== 'failed') continue;
      const violations = report.result?.violations ?? [];
      note(`${report.type}: ${violations.map((violation) => violation.id).join(', ') || 'failed'}`);
    }
    results.set(storyId, { status, problems: problems.splice(0) });
  });
  const docs = new Set();
  channel.on('docsRendered', (id) => docs.add(id));
  window.__workbench = { results, docs };
}

/**
 * Opens a story through the manager (as a click in the sidebar does), or opens the manager on it, and
 * waits for Storybook's verdict.
 */
async function runStory(opened, storyId, open) {
  if (!opened) {
    opened = await managerPage(`/story/${storyId}${open.query}`, open.viewport);
  } else {
    await opened.frame.evaluate((id) => {
      window.__workbench.results.delete(id);
      window.__STORYBOOK_ADDONS_CHANNEL__.emit('selectStory', { storyId: id, viewMode: 'story' });
    }, storyId);
  }
  const handle = await opened.frame
    .waitForFunction((id) => window.__workbench.results.get(id), storyId, { timeout: STORY_TIMEOUT })
    .catch(() => undefined);
  if (handle) return { opened, result: await handle.jsonValue() };
  // A story that never finished may have left the preview stuck: the next one gets a fresh window.
  await opened.context.close();
  return { opened: undefined, result: { status: 'error', problems: [`no verdict within ${STORY_TIMEOUT / 1000} s`] } };
}

/** Every story in `ids`, in two manager windows taking the next story as they finish one (two cores). */
async function storyPass(label, ids, { globals, viewport } = {}) {
  const started = Date.now();
  const queue = [...ids];
  const failures = [];
  const open = { query: globals ? `&globals=${globals}` : '', viewport };
  let done = 0;
  const worker = async () => {
    let opened;
    let shown = 0;
    while (queue.length > 0) {
      const id = queue.shift();
      // A manager window that has shown many stories holds gigabytes and slows down: a fresh one
      // every 100 stories (a designer's tab is not open on 600 stories in a row either).
      if (opened && shown >= 100) {
        await opened.context.close();
        opened = undefined;
        shown = 0;
      }
      let run = await runStory(opened, id, open);
      // Once more in a fresh window, so one stuck story does not fail the next.
      if (!run.opened) run = await runStory(undefined, id, open);
      opened = run.opened;
      shown += 1;
      if (run.result.status !== 'success') failures.push({ id, problems: run.result.problems });
      done += 1;
      if (done % 200 === 0) console.log(`  ${done} of ${ids.length} (${Math.round((Date.now() - started) / 1000)} s)`);
    }
    await opened?.context.close();
  };
  await Promise.all([worker(), worker()]);
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`${label}: ${ids.length - failures.length} of ${ids.length} stories passed (${seconds} s)`);
  for (const failure of failures) console.log(`  ✗ ${failure.id}: ${failure.problems.join(' | ') || 'failed'}`);
  return failures.length === 0;
}

/** Each story's parameters, read from the built preview's own store. */
async function storyParameters() {
  const { frame, context } = await managerPage(`/story/${storyIds[0]}`);
  const parameters = await frame.evaluate(async (ids) => {
    const store = window.__STORYBOOK_PREVIEW__.storyStoreValue;
    const defaults = store.projectAnnotations.parameters.msw.handlers;
    const out = {};
    for (const id of ids) {
      const story = await store.loadStory({ storyId: id });
      const { route, session, ownFrame, msw } = story.parameters;
      // A story needs a window of its own on a docs page when it is a screen (or the app), is signed
      // in as someone, opens over the page, or gives the demo server a scenario of its own.
      const scenario = Object.entries(msw?.handlers ?? {}).some(([domain, handler]) => handler !== defaults[domain]);
      const needsFrame = typeof route === 'string' || session !== undefined || ownFrame === true || scenario;
      out[id] = { chromatic: story.parameters.chromatic ?? {}, tags: story.tags, needsFrame };
    }
    return out;
  }, storyIds);
  await context.close();
  return parameters;
}

/** What Chromatic captures of each story: nothing, or one snapshot per mode (its base look without modes). */
function chromaticPlan(parameters) {
  return Object.entries(parameters).map(([id, { chromatic, tags }]) => ({
    id,
    tags,
    modes: chromatic.disableSnapshot ? [] : Object.keys(chromatic.modes ?? { base: {} }),
    modeGlobals: chromatic.modes ?? {},
  }));
}

// The toolbar changes the open story in place, on a screen and on a kit component.
async function toolbarTest() {
  const checks = [];
  const check = (ok, text) => {
    checks.push(ok);
    console.log(`  ${ok ? '✓' : '✗'} ${text}`);
  };
  const pick = async (page, toolbar, value) => {
    await page.getByRole('button', { name: new RegExp(`^${toolbar} `) }).click();
    await page.getByRole('option', { name: value, exact: true }).click();
  };
  console.log('Toolbar: skin, direction and language change the open story in place');
  // Core screens, which every pruned starter keeps: a signed-out one with a field, a signed-in one.
  {
    const { page, frame, context } = await managerPage('/story/pages-sign-in--cover');
    const story = page.frameLocator('#storybook-preview-iframe');
    await story.getByRole('heading', { level: 1, name: /^Welcome to / }).waitFor({ timeout: STORY_TIMEOUT });
    const email = story.getByLabel(/^Email/);
    await email.fill('ada@example.com');
    await pick(page, 'Skin', 'dark');
    await frame.waitForFunction(() => document.documentElement.dataset.skin === 'dark');
    await pick(page, 'Text direction', 'rtl');
    await frame.waitForFunction(() => document.documentElement.dir === 'rtl');
    check(
      (await email.inputValue()) === 'ada@example.com',
      'sign-in: the email typed is kept as skin and direction change',
    );
    await pick(page, 'Language', 'fr');
    const french = await story
      .getByRole('heading', { level: 1, name: /^Bienvenue sur / })
      .waitFor({ timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    check(french, 'sign-in: in French after the language changed');
    check((await story.getByLabel(/^E-mail/).inputValue()) === 'ada@example.com', 'sign-in: the email is still kept');
    await context.close();
  }
  {
    const { page, frame, context } = await managerPage('/story/apps-pages-access-control--client');
    const story = page.frameLocator('#storybook-preview-iframe');
    // The list of the user's abilities, named in the page's language.
    const abilities = (name) => story.getByRole('list', { name, exact: true });
    await abilities('Your abilities').waitFor({ timeout: STORY_TIMEOUT });
    await pick(page, 'Skin', 'dark');
    await frame.waitForFunction(() => document.documentElement.dataset.skin === 'dark');
    check(
      await abilities('Your abilities').isVisible(),
      'access control, signed in: still the page after the skin changed',
    );
    await pick(page, 'Text direction', 'rtl');
    await frame.waitForFunction(() => document.documentElement.dir === 'rtl');
    check(await abilities('Your abilities').isVisible(), 'access control: still the page after the direction changed');
    await pick(page, 'Language', 'fr');
    const french = await abilities('Vos droits')
      .waitFor({ timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    check(french, 'access control: in French after the language changed');
    check(
      (await story.getByRole('heading', { level: 1, name: /^(Welcome to|Bienvenue sur) / }).count()) === 0,
      'access control: never the sign-in page',
    );
    await context.close();
  }
  {
    const { page, frame, context } = await managerPage('/story/ui-button--variants');
    const story = page.frameLocator('#storybook-preview-iframe');
    await story.getByRole('button').first().waitFor({ timeout: STORY_TIMEOUT });
    const count = await story.getByRole('button').count();
    await pick(page, 'Skin', 'dark');
    await frame.waitForFunction(() => document.documentElement.dataset.skin === 'dark');
    await pick(page, 'Text direction', 'rtl');
    await frame.waitForFunction(() => document.documentElement.dir === 'rtl');
    check(
      (await story.getByRole('button').count()) === count,
      `UI/Button variants: the same ${count} buttons in the dark skin, right to left`,
    );
    check(!(await story.getByText('Please sign in').isVisible()), 'UI/Button variants: never the sign-in page');
    await context.close();
  }
  return checks.every(Boolean);
}

// Each docs page frames the stories that need their own window, and stays usable.
async function docsTest(parameters) {
  console.log('Docs pages: a story that needs its own window gets a frame; the page stays usable');
  const docs = entries.filter((entry) => entry.type === 'docs');
  const started = Date.now();
  // What is checked is whether a story has a frame, not what the frame shows: frames stay empty, so
  // the pass does not load the preview again for each framed story.
  const docsWindow = async (id) => {
    const opened = await managerPage(`/docs/${id}`);
    await opened.context.route(/\/iframe\.html\?.*viewMode=story/, (route) => route.fulfill({ body: '' }));
    return opened;
  };
  const queue = [...docs];
  const failures = [];
  const retried = new Set();
  // Two windows take the next page as they finish one (two cores).
  const worker = async () => {
    let opened;
    while (queue.length > 0) {
      const entry = queue.shift();
      const fresh = !opened;
      opened ??= await docsWindow(entry.id);
      const { frame } = opened;
      const pageStarted = Date.now();
      const inline = await Promise.race([
        // A window that lost the harness fails here (its frame loaded again: seen twice in many
        // passes, after a window's first page), and so does one whose page is gone after it drew.
        openDocs(frame, entry.id, fresh)
          .then(async (drawn) => ({ ...drawn, ...(await overlaysLeft(frame)) }))
          .catch((error) => ({ error: error.message.split('\n')[0] })),
        new Promise((resolve) =>
          setTimeout(() => resolve({ error: `not drawn within ${DOCS_TIMEOUT / 1000} s` }), DOCS_TIMEOUT).unref(),
        ),
      ]);
      if (process.env.WORKBENCH_DEBUG) console.log(`  ${entry.id}: ${Date.now() - pageStarted} ms`);
      if (inline.error) {
        // Once more in a fresh window (as the story pass does), where ThemeProvider's page, stuck a
        // few times in a long pass, has always drawn; shown either way.
        await opened.context.close();
        opened = undefined;
        if (retried.has(entry.id)) failures.push({ id: entry.id, problems: [inline.error] });
        else {
          console.log(`  ! ${entry.id}: ${inline.error}; once more in a fresh window`);
          retried.add(entry.id);
          queue.unshift(entry);
        }
        continue;
      }
      const problems = [];
      for (const { id, framed } of inline.found) {
        if (parameters[id]?.needsFrame && !framed) problems.push(`${id} is drawn inline`);
      }
      if (inline.timedOut) problems.push('its inline stories did not all finish');
      if (inline.blocked) problems.push('the page does not take the pointer (an overlay is open on it)');
      if (inline.portals > 0) problems.push(`${inline.portals} overlays open over the page`);
      if (problems.length > 0) failures.push({ id: entry.id, problems });
    }
    await opened?.context.close();
  };
  await Promise.all([worker(), worker()]);
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`  ${docs.length - failures.length} of ${docs.length} docs pages pass (${seconds} s)`);
  for (const failure of failures) console.log(`  ✗ ${failure.id}: ${failure.problems.join(' | ')}`);
  return failures.length === 0;
}

/** Whether the drawn page still takes the pointer, and how many overlays are left open on it. */
async function overlaysLeft(frame) {
  const blocked = await frame.evaluate(() => getComputedStyle(document.body).pointerEvents === 'none');
  const portals = await frame.locator('body > [role="dialog"], [data-radix-popper-content-wrapper]').count();
  return { blocked, portals };
}

/**
 * Opens a docs page through the manager and waits until it is drawn and every story drawn on it
 * inline has finished (overlays open, if any, by then). Returns the page's stories, framed or not.
 */
async function openDocs(frame, docsId, alreadyOpen) {
  if (!alreadyOpen) {
    await frame.evaluate((id) => {
      window.__workbench.results.clear();
      window.__workbench.docs.delete(id);
      window.__STORYBOOK_ADDONS_CHANNEL__.emit('selectStory', { storyId: id, viewMode: 'docs' });
    }, docsId);
  }
  await frame.waitForFunction((id) => window.__workbench.docs.has(id), docsId, { timeout: DOCS_TIMEOUT });
  // The page's stories, by their anchors (the primary story's is `anchor--primary--<id>`). An MDX
  // page's `<Meta of>` leaves an empty anchor for its first story, which it does not draw.
  const found = await frame.evaluate(() =>
    [...document.querySelectorAll('#storybook-docs [id^="anchor--"]')]
      .filter((anchor) => anchor.childElementCount > 0)
      .map((anchor) => ({
        id: anchor.id.replace(/^anchor--(primary--)?/, ''),
        framed: anchor.querySelector('iframe') !== null,
      })),
  );
  const inlineIds = [...new Set(found.filter((story) => !story.framed).map((story) => story.id))];
  const timedOut = await frame
    .waitForFunction((ids) => ids.every((id) => window.__workbench.results.has(id)), inlineIds, { timeout: 30_000 })
    .then(() => false)
    .catch(() => true);
  return { found, timedOut };
}

let ok = true;
try {
  const parameters = await storyParameters();
  const plan = chromaticPlan(parameters);
  if (options.plan) {
    const snapshots = plan.reduce((sum, story) => sum + story.modes.length, 0);
    const captured = plan.filter((story) => story.modes.length > 0);
    const moded = plan.filter((story) => story.modes.length > 1);
    console.log(
      `Chromatic, a full build: ${snapshots} snapshots of ${captured.length} of ${plan.length} stories` +
        ` (${moded.length} in several modes, ${plan.length - captured.length} not captured).`,
    );
    const unmarked = plan.filter((story) => story.tags.includes('no-visual') && story.modes.length > 0);
    for (const story of unmarked) console.log(`  ✗ ${story.id} is tagged no-visual but captured`);
    ok = unmarked.length === 0;
    if (options.list) for (const story of plan) console.log(`${story.id}: ${story.modes.join(', ') || '—'}`);
  } else {
    ok = (await toolbarTest()) && ok;
    ok = (await docsTest(parameters)) && ok;
    if (options.stories) ok = (await storyPass('Every story, 1366×768 window', storyIds)) && ok;
    if (options.modes) {
      const modeNames = [...new Set(plan.flatMap((story) => Object.keys(story.modeGlobals)))];
      for (const mode of modeNames) {
        const ids = plan.filter((story) => mode in story.modeGlobals).map((story) => story.id);
        const globals = Object.entries(plan.find((story) => mode in story.modeGlobals).modeGlobals[mode])
          .flatMap(([key, value]) =>
            typeof value === 'object'
              ? Object.entries(value).map(([sub, v]) => `${key}.${sub}:${v === false ? '!false' : v}`)
              : [`${key}:${value}`],
          )
          .join(';');
        ok = (await storyPass(`Chromatic mode ${mode} (${globals})`, ids, { globals })) && ok;
      }
    }
  }
} finally {
  await browser.close();
  await server.close();
}
process.exit(ok ? 0 : 1);

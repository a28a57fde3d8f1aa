// The stories' reference pictures (__screenshots__/) and the platform they were made on.
//
// Font rendering differs between operating systems and Chromium releases, so a picture is only
// comparable with one made on the same platform. The references are made on CI's (Linux, Debian's
// Chromium) and `platform.json` records it; elsewhere `npm test` renders and tests every story but
// leaves the pictures alone.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readCsf } from 'storybook/internal/csf-tools';
import { findChromium } from './browser.mjs';

export const picturesDir = fileURLToPath(new URL('../__screenshots__/', import.meta.url));
const platformFile = `${picturesDir}platform.json`;

/** A story's picture, relative to `__screenshots__/`: a folder per story file, a file per story. */
export const pictureOf = (storyId) => `${storyId.replace('--', '/')}.png`;

/** @returns {{ os: string, browser: string }} this machine's OS and Chromium ('unknown' when it cannot tell) */
export function currentPlatform() {
  let browser = 'unknown';
  const path = findChromium();
  try {
    // "Chromium 156.0.8078.73 built on Debian…", "Google Chrome 131.0.6778.85"
    if (path)
      browser =
        /^[A-Za-z ]*?\d+[\d.]*/.exec(
          execFileSync(path, ['--version'], {
            encoding: 'utf8',
            timeout: 10_000,
            stdio: ['ignore', 'pipe', 'ignore'],
          }).trim(),
        )?.[0] ?? browser;
  } catch {
    // Chrome on Windows prints no version: its pictures are not compared.
  }
  return { os: process.platform, browser };
}

/** @returns {{ os: string, browser: string } | undefined} the platform the references were made on */
export function recordedPlatform() {
  return existsSync(platformFile) ? JSON.parse(readFileSync(platformFile, 'utf8')) : undefined;
}

/**
 * Same OS and same browser at the same major version. Patch releases of one major draw text alike;
 * a new major (every four weeks) may not, and its pictures are made again on purpose.
 */
export function sameRendering(a, b) {
  const major = ({ browser }) => /^(.*?)(\d+)\./.exec(browser)?.slice(1).join('') ?? browser;
  return a.os === b.os && a.browser !== 'unknown' && major(a) === major(b);
}

const describe = ({ os, browser }) => `${browser} on ${os}`;

/**
 * Whether the story pass compares pictures. `VISUAL=force` (npm run test:visual) compares them
 * whatever the platform, `VISUAL=off` never (while reworking stories whose pictures will change);
 * otherwise only where it matches the references'.
 * @returns {{ compare: boolean, notice?: string }}
 */
export function pictureMode(visual = process.env.VISUAL, current = currentPlatform(), recorded = recordedPlatform()) {
  const matches = recorded != null && sameRendering(current, recorded);
  if (visual === 'force' || visual === 'update') {
    return {
      compare: true,
      notice:
        recorded && !matches
          ? `Pictures compared on ${describe(current)}, but the references were made on ${describe(recorded)}: expect differences in how text is drawn.`
          : undefined,
    };
  }
  if (visual === 'off') return { compare: false, notice: 'Pictures not compared (VISUAL=off).' };
  if (matches) return { compare: true };
  const why = recorded
    ? `the references were made on ${describe(recorded)}, this is ${describe(current)}`
    : 'there are no references (__screenshots__/platform.json is missing)';
  const next = recorded ? 'npm run test:visual compares anyway' : 'npm run test:visual:update makes them';
  return {
    compare: false,
    notice: `Pictures not compared: ${why}. Every story is still rendered and tested; ${next}.`,
  };
}

/** Records this machine as the platform of the references. */
export const platformJson = () => `${JSON.stringify(currentPlatform(), null, 2)}\n`;

/** Every PNG under `__screenshots__/`, relative to it, with `/` as separator. */
export function pictureFiles() {
  if (!existsSync(picturesDir)) return [];
  return readdirSync(picturesDir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.replaceAll('\\', '/'))
    .filter((file) => file.endsWith('.png'));
}

/** @returns {Promise<string[]>} the picture of every story that is pictured (not tagged `no-visual`) */
export async function expectedPictures() {
  const src = fileURLToPath(new URL('../src/', import.meta.url));
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.stories.tsx'));
  const csfs = await Promise.all(files.map((file) => readCsf(`${src}${file}`, { makeTitle: (title) => title })));
  return csfs.flatMap((csf) => {
    csf.parse();
    const metaTags = csf.meta?.tags ?? [];
    return csf.stories
      .filter((story) => ![...metaTags, ...(story.tags ?? [])].includes('no-visual'))
      .map((story) => pictureOf(story.id));
  });
}

// Finds a Chromium for the browser tests: CHROMIUM_PATH, then a system Chromium, then Playwright's own.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const systemCandidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

function playwrightOwnChromium() {
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require('playwright-core');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** @returns {string | undefined} the path of a usable Chromium, if this machine has one */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return systemCandidates.find((path) => existsSync(path)) ?? playwrightOwnChromium();
}

/** Flags for Chromium on a closed network and in containers running as root: what the benchmarks use. */
export const closedNetworkArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** For tests and pictures: the same, with fonts drawn alike everywhere, and no motion unless a page asks for it. */
export const chromiumArgs = [
  ...closedNetworkArgs,
  '--font-render-hinting=none',
  // Animations end at once: screenshots are stable and tests do not wait on motion.
  '--force-prefers-reduced-motion',
];

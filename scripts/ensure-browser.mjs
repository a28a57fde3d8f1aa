// Makes sure the browser tests have a Chromium: finds one, or installs one, or says what to install.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { findChromium } from './browser.mjs';

function run(command) {
  try {
    execSync(command, { stdio: 'inherit' });
    return true;
  } catch {
    return false;
  }
}

function isDebianLike() {
  if (!existsSync('/etc/os-release')) return false;
  return /^(ID|ID_LIKE)=.*(debian|ubuntu)/m.test(readFileSync('/etc/os-release', 'utf8'));
}

if (findChromium()) process.exit(0);

console.log("No Chromium found for the browser tests; trying Playwright's download…");
if (run('npx --yes playwright install chromium') && findChromium()) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && isDebianLike()) {
  console.log("Playwright's download failed; installing the distribution's chromium package…");
  if (
    run('apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium fonts-liberation') &&
    findChromium()
  ) {
    process.exit(0);
  }
}

console.error(
  [
    '',
    'The browser tests need Chromium and none could be found or installed.',
    'Install one of these, then run the tests again:',
    '  - Debian/Ubuntu: sudo apt-get install chromium',
    '  - any OS:        npx playwright install chromium',
    '  - or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
    '',
  ].join('\n'),
);
process.exit(1);

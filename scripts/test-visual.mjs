// npm run test:visual [-- files]: the story pass, comparing every story's picture with its reference
// whatever the platform (it says so first when the platform is not the references').
// npm run test:visual:update [-- files]: the same, writing the pictures of stories that look different
// or are new, compressed losslessly, and (over all stories) deleting those of stories that are gone.
// It refuses on another platform than the references': `-- --new-platform` makes this one theirs.
import { spawnSync } from 'node:child_process';
import { rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { losslessCompressPng } from '@napi-rs/image';
import { readFile, writeFile } from 'node:fs/promises';
import {
  currentPlatform,
  expectedPictures,
  pictureFiles,
  picturesDir,
  platformJson,
  recordedPlatform,
  sameRendering,
} from './pictures.mjs';

const args = process.argv.slice(2);
const update = args.includes('--update');
const newPlatform = args.includes('--new-platform');
const filters = args.filter((arg) => arg !== '--update' && arg !== '--new-platform');

const ensured = spawnSync(process.execPath, ['scripts/ensure-browser.mjs'], { stdio: 'inherit' });
if (ensured.status !== 0) process.exit(ensured.status ?? 1);

// On another platform a comparison goes ahead (the story pass's global setup says so first); an
// update does not.
const recorded = recordedPlatform();
const current = currentPlatform();
if (update && !newPlatform && recorded && !sameRendering(current, recorded)) {
  const line = `The references were made on ${recorded.browser} on ${recorded.os}; this is ${current.browser} on ${current.os}.`;
  console.error(
    [
      line,
      'Pictures made here would not match CI. Update them where CI runs (see README, "How tests and pictures work"),',
      "or, to make this platform the references' (a new Chromium on CI), run: npm run test:visual:update -- --new-platform",
    ].join('\n'),
  );
  process.exit(1);
}

const started = Date.now();
const vitest = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');
const run = spawnSync(
  process.execPath,
  [vitest, 'run', '--project', 'storybook*', ...(update ? ['--update=all'] : []), ...filters],
  { stdio: 'inherit', env: { ...process.env, VISUAL: update ? 'update' : 'force' } },
);

if (update) {
  // Vitest writes a picture only when it is new or no longer matches: compress just those.
  const written = pictureFiles().filter((file) => statSync(`${picturesDir}${file}`).mtimeMs >= started);
  let saved = 0;
  const compress = async (path) => {
    const before = await readFile(path);
    const after = await losslessCompressPng(before);
    if (after.length < before.length) await writeFile(path, after);
    saved += before.length - Math.min(after.length, before.length);
  };
  // Two at a time: the compressor keeps a core busy for each.
  const queue = written.map((file) => `${picturesDir}${file}`);
  const worker = async () => {
    while (queue.length) await compress(queue.pop());
  };
  await Promise.all([worker(), worker()]);
  console.log(`${written.length} pictures written (${Math.round(saved / 1024)} KB saved by lossless compression).`);
  if (filters.length === 0) {
    const expected = new Set(await expectedPictures());
    const gone = pictureFiles().filter((file) => !expected.has(file));
    for (const file of gone) rmSync(`${picturesDir}${file}`);
    if (gone.length) console.log(`${gone.length} pictures of stories that no longer exist deleted.`);
  }
  if (!recorded || newPlatform) writeFileSync(`${picturesDir}platform.json`, platformJson());
}

process.exit(run.status ?? 1);

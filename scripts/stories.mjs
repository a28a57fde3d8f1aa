// Every story in headless Chromium (Vitest's `storybook` project: render, play function, axe, picture),
// split into shards that run side by side, each a Vitest with its own browser. One browser pass
// keeps about one and a half of two cores busy (the page's main thread, Vitest's Node side); two
// shards fill the machine and take two thirds of the time. Arguments go to each Vitest (file filters,
// --update=all). STORY_SHARDS sets the number of shards (1: a plain single run).
//   node scripts/stories.mjs [vitest arguments…]
// Without file filters the story files are dealt out by size, largest first, each to the shard with
// the fewest bytes so far (the size of a story file follows its run time better than its number of
// stories, and Vitest's own --shard, which splits by count, left one shard half as long again).
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';

const shards = Math.max(1, Number(process.env.STORY_SHARDS ?? Math.min(2, availableParallelism())));
const passed = process.argv.slice(2);
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

/** The story files under src/, as in .storybook/main.ts. */
function storyFiles(dir = 'src') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return storyFiles(path);
    return /\.stories\.tsx?$/.test(entry.name) ? [relative('.', path)] : [];
  });
}

const filtered = passed.some((arg) => !arg.startsWith('-'));
/** Each shard's files (without filters), or Vitest's own sharding (with them). */
const dealt = Array.from({ length: shards }, () => ({ bytes: 0, files: [] }));
if (shards > 1 && !filtered) {
  const sized = storyFiles().map((file) => ({ file, bytes: statSync(file).size }));
  for (const { file, bytes } of sized.sort((a, b) => b.bytes - a.bytes)) {
    const lightest = dealt.reduce((min, shard) => (shard.bytes < min.bytes ? shard : min));
    lightest.bytes += bytes;
    lightest.files.push(file);
  }
}

function run(index) {
  const own = dealt[index - 1].files;
  const args = [
    'vitest',
    'run',
    '--project',
    'storybook',
    // A filter that leaves a shard no files is not a failure.
    ...(shards > 1 && filtered ? [`--shard=${index}/${shards}`, '--passWithNoTests'] : []),
    ...passed,
    ...own,
  ];
  const prefix = shards > 1 ? `[${index}/${shards}] ` : '';
  return new Promise((resolve) => {
    const child = spawn(npx, args, { stdio: ['ignore', 'pipe', 'pipe'], shell: process.platform === 'win32' });
    // Line by line, each with its shard, so a long run shows its progress and the logs stay readable.
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) out.write(`${prefix}${line}\n`);
      });
      stream.on('end', () => rest && out.write(`${prefix}${rest}\n`));
    }
    child.on('error', (error) => {
      console.error(`${prefix}${error.message}`);
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const started = Date.now();
const codes = await Promise.all(Array.from({ length: shards }, (_, i) => run(i + 1)));
const failed = codes.filter((code) => code !== 0).length;
const seconds = Math.round((Date.now() - started) / 1000);
console.log(
  `\nStories: ${shards} shard(s) in ${seconds} s; ${failed === 0 ? 'all passed' : `${failed} shard(s) failed`}.`,
);
process.exit(failed === 0 ? 0 : 1);

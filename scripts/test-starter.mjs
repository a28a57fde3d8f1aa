// npm run test:starter: the smallest starter a team can make, proven as a team would make it. A
// throwaway clone of this repository's last commit gets its own `npm ci`, is pruned to the shell,
// sign-in and the users app (`npm run prune -- --keep users`), then type-checks, lints, passes its
// own `npm test` and builds. The clone is removed afterwards unless --keep-copy is given.
//   node scripts/test-starter.mjs [--keep <features>] [--keep-copy]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { keep: { type: 'string', default: 'users' }, 'keep-copy': { type: 'boolean' } },
});
const root = fileURLToPath(new URL('../', import.meta.url));
const copy = mkdtempSync(join(tmpdir(), 'atrium-starter-'));
const run = (command, args) => {
  const started = Date.now();
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  execFileSync(command, args, { cwd: copy, stdio: 'inherit', shell: process.platform === 'win32' });
  console.log(`(${Math.round((Date.now() - started) / 1000)} s)`);
};

try {
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', root, copy], { stdio: 'inherit' });
  run('npm', ['ci', '--no-audit', '--no-fund']);
  run('npm', ['run', 'prune', '--', '--keep', values.keep]);
  run('npm', ['test']);
  run('npm', ['run', 'build']);
  console.log(`\nThe starter (${values.keep}) passes its tests and builds.`);
} finally {
  if (values['keep-copy']) console.log(`The pruned copy is in ${copy}`);
  else rmSync(copy, { recursive: true, force: true });
}

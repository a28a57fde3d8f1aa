import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url).pathname;

/**
 * Removing a feature is deleting its folder and its line in src/app/screens.ts: in a copy of the
 * source, one goes that way, and the whole project still type-checks (`npm run prune` removes the
 * rest of what belongs to it).
 */
describe('removing a feature', () => {
  it('is deleting its folder and its line in src/app/screens.ts', { timeout: 300_000 }, async () => {
    const copy = mkdtempSync(join(tmpdir(), 'atrium-remove-'));
    try {
      cpSync(join(root, 'src'), join(copy, 'src'), {
        recursive: true,
        filter: (path) => !path.includes('__screenshots__'),
      });
      // The rest as it is (the scripts, docs and public files some modules import).
      for (const entry of readdirSync(root))
        if (entry !== 'src' && entry !== '.git') symlinkSync(join(root, entry), join(copy, entry), 'junction');

      // The first feature in the list that no other code imports.
      const gather = join(copy, 'src/app/screens.ts');
      const text = readFileSync(gather, 'utf8');
      const imported = (feature: string) =>
        readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
          .map((file) => file.replaceAll('\\', '/'))
          .some(
            (file) =>
              /\.tsx?$/.test(file) &&
              !file.startsWith(`features/${feature}/`) &&
              !file.startsWith('app/screens.') &&
              readFileSync(join(root, 'src', file), 'utf8').includes(`@/features/${feature}/`),
          );
      const [line, name, feature] = [
        ...text.matchAll(/^import \{ (\w+) \} from '@\/features\/([\w-]+)\/screens';\r?\n/gm),
      ].find((match) => !imported(match[2]!))!;
      rmSync(join(copy, 'src/features', feature!), { recursive: true });
      // Its import and its entry in the list.
      const kept = text.replace(line, '').replace(new RegExp(`\\.\\.\\.${name},?\\s*`), '');
      expect(kept).not.toContain(name);
      writeFileSync(gather, kept);

      const tsc = join(root, 'node_modules/typescript/bin/tsc');
      const result = await promisify(execFile)(process.execPath, [tsc, '--noEmit', '-p', copy]).catch(
        (error: { stdout: string }) => ({ stdout: error.stdout }),
      );
      expect(result.stdout).toBe('');
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});

import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url).pathname;

/**
 * Removing a feature is deleting its folder and its line in src/app/screens.ts: in a copy of the
 * source, the invoice app goes that way, and the whole project still type-checks.
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

      rmSync(join(copy, 'src/features/invoices'), { recursive: true });
      const gather = join(copy, 'src/app/screens.ts');
      const lines = readFileSync(gather, 'utf8').split('\n');
      const kept = lines.filter((line) => !line.includes('invoiceScreens'));
      // Its import and its line in the list.
      expect(lines.length - kept.length).toBe(2);
      writeFileSync(gather, kept.join('\n'));

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

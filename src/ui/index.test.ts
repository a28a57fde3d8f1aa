import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The kit's public entry (index.ts) against the code that uses the kit: it exports everything the app
 * takes from the kit, the kit's own modules never import it (a cycle), and a story imports the kit
 * through it alone, so the story moves to another product by changing that one import line.
 */
const src = new URL('../', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, src), 'utf8');
const files = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .map((file) => file.replaceAll('\\', '/'))
  .filter((file) => /\.tsx?$/.test(file));

/** The names in `import { a, type B, c as d } from '<from>'` statements whose source matches `from`. */
const importedNames = (code: string, from: RegExp) =>
  [...code.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g)]
    .filter(([, , source]) => from.test(source ?? ''))
    .flatMap(([, names]) => (names ?? '').split(','))
    .map((name) =>
      name
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)[0]!
        .trim(),
    )
    .filter(Boolean);

const entry = read('ui/index.ts');
const exported = new Set(
  [...entry.matchAll(/export\s+\{([^}]*)\}\s+from/g)].flatMap(([, names]) =>
    (names ?? '').split(',').map((name) => name.replace(/^\s*type\s+/, '').trim()),
  ),
);

describe('the ui kit entry', () => {
  it('exports every name the rest of the app takes from the kit', () => {
    const used = files
      .filter((file) => !file.startsWith('ui/'))
      .flatMap((file) => importedNames(read(file), /^@\/ui\//));
    expect([...new Set(used)].filter((name) => !exported.has(name))).toEqual([]);
  });

  it('is imported by no module of the kit', () => {
    const importers = files.filter(
      (file) =>
        file.startsWith('ui/') &&
        file !== 'ui/index.ts' &&
        !file.endsWith('.stories.tsx') &&
        /from\s+'(@\/ui|\.\.?(\/\.\.)*(\/index)?|\.\/index)'/.test(read(file)),
    );
    expect(importers).toEqual([]);
  });

  it('is where every kit story imports the kit from', () => {
    const stories = files.filter((file) => file.startsWith('ui/') && file.endsWith('.stories.tsx'));
    expect(stories.length).toBeGreaterThan(40);
    const relative = stories.filter((file) => /from\s+'\.{1,2}\//.test(read(file)));
    expect(relative).toEqual([]);
    for (const story of stories) expect(importedNames(read(story), /^@\/ui$/), story).not.toEqual([]);
  });
});

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages } from './i18n';

const root = new URL('../../', import.meta.url).pathname;
const locale = (lng: string) =>
  JSON.parse(readFileSync(join(root, 'public/locales', `${lng}.json`), 'utf8')) as Record<string, unknown>;

function keys(value: unknown, prefix = ''): string[] {
  return value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k}.`))
    : [prefix.slice(0, -1)];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('translations', () => {
  const english = new Set(keys(locale('en')));

  it.each(languages.filter((l) => l !== 'en'))('%s has exactly the English keys', (lng) => {
    expect(new Set(keys(locale(lng)))).toEqual(english);
  });

  it('every key the code names exists in English', () => {
    // t('a.b'), labelKey: 'a.b', titleKey: 'a.b', and keys written as strings in schemas ('auth.errors.x').
    const pattern =
      /(?:\bt\(|Key:\s*)'([a-z][\w]*(?:\.[\w]+)+)'|'((?:auth|nav|shell|misc|acl|search|bookmarks|customizer|cart|pageLayouts|notifications|pricing|faq|profile|settings|cards|charts|users|roles|permissions)\.[\w.]+)'/g;
    const used = new Set<string>();
    for (const file of sourceFiles(join(root, 'src'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(pattern)) used.add((match[1] ?? match[2])!);
    }
    expect(used.size).toBeGreaterThan(40);
    // A key with a count exists as its plural forms (`_one`, `_other`).
    expect([...used].filter((key) => !english.has(key) && !english.has(`${key}_other`))).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { covered, licenceIds, licences, terms } from './licences';

const root = new URL('../../../', import.meta.url);
const json = (path: string) => JSON.parse(readFileSync(new URL(path, root), 'utf8')) as Record<string, unknown>;

describe('the licence page', () => {
  it('covers the licence of every library the app ships', () => {
    const dependencies = Object.keys(json('package.json').dependencies as Record<string, string>);
    const uncovered = dependencies
      .map((name) => [name, String(json(`node_modules/${name}/package.json`).license)] as const)
      .filter(([, licence]) => !covered(licence));
    expect(uncovered).toEqual([]);
  });

  it('the template itself is MIT, as package.json and LICENSE say', () => {
    expect(json('package.json').license).toBe('MIT');
    expect(readFileSync(new URL('LICENSE', root), 'utf8')).toMatch(/^MIT License/);
  });

  it('answers every term for every licence, once each', () => {
    expect(licences.map((l) => l.id)).toEqual([...licenceIds]);
    for (const licence of licences) expect(Object.keys(licence.answers).sort()).toEqual([...terms].sort());
  });

  it('reads SPDX expressions', () => {
    expect(covered('MIT')).toBe(true);
    expect(covered('(MPL-2.0 OR Apache-2.0)')).toBe(true);
    expect(covered('GPL-3.0')).toBe(false);
    expect(covered('AGPL-3.0 OR Commercial')).toBe(false);
  });
});

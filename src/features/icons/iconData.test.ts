import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lucideIconsFile, lucideIconsJson } from '../../../scripts/icons.mjs';
import { filterIcons, importLine, type LucideIconEntry, type LucideIconsFile } from './iconData';

const icon = (name: string, extra: Partial<LucideIconEntry> = {}): LucideIconEntry => ({
  name,
  component: name.replace(/(^|-)(\w)/g, (_, _dash: string, letter: string) => letter.toUpperCase()),
  node: [],
  ...extra,
});
const icons = [
  icon('arrow-down'),
  icon('arrow-down-left', { used: true }),
  icon('chevron-down', { used: true }),
  icon('alarm-clock-check', { aliases: ['alarm-check'] }),
];
const names = (found: LucideIconEntry[]) => found.map((entry) => entry.name);

describe('filterIcons', () => {
  it('keeps every icon for an empty query', () => {
    expect(names(filterIcons(icons, { query: '  ', usedOnly: false }))).toHaveLength(4);
  });
  it('needs every word, in any order, and takes a component name', () => {
    expect(names(filterIcons(icons, { query: 'down arrow', usedOnly: false }))).toEqual([
      'arrow-down',
      'arrow-down-left',
    ]);
    expect(names(filterIcons(icons, { query: 'ChevronDown', usedOnly: false }))).toEqual(['chevron-down']);
  });
  it('finds an icon by its other names', () => {
    expect(names(filterIcons(icons, { query: 'alarm-check', usedOnly: false }))).toEqual(['alarm-clock-check']);
  });
  it('keeps only the app’s own when asked', () => {
    expect(names(filterIcons(icons, { query: 'down', usedOnly: true }))).toEqual(['arrow-down-left', 'chevron-down']);
  });
});

describe('the icons’ file (npm run icons)', () => {
  const committed = readFileSync(lucideIconsFile, 'utf8');
  const file = JSON.parse(committed) as LucideIconsFile;
  it('is up to date with the installed lucide-react and the icons the app imports (run `npm run icons`)', () => {
    expect(committed === lucideIconsJson()).toBe(true);
  });
  it('holds every icon of the installed lucide-react, each with a drawing and its component’s name', () => {
    expect(file.icons.length).toBeGreaterThan(1500);
    for (const entry of file.icons) {
      expect(entry.node.length).toBeGreaterThan(0);
      expect(entry.component).toMatch(/^[A-Z][A-Za-z0-9]*$/);
    }
    expect(file.icons.find((entry) => entry.name === 'chevron-down')?.component).toBe('ChevronDown');
  });
  it('marks the icons the app imports, by any of their exported names', () => {
    const used = new Set(file.icons.filter((entry) => entry.used).map((entry) => entry.name));
    // The menu draws `Shapes`; the icons page's empty state `SearchX` (exported as `SearchX`, file search-x).
    expect(used).toContain('shapes');
    expect(used).toContain('search-x');
    expect(used.size).toBeLessThan(file.icons.length / 4);
  });
  it('writes the line that imports an icon', () => {
    expect(importLine({ component: 'ChevronDown' })).toBe("import { ChevronDown } from 'lucide-react';");
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectDocgen } from './docgen';

const dir = mkdtempSync(join(tmpdir(), 'docgen-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const write = (name: string, code: string) => {
  const file = join(dir, name);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, code);
  return file;
};

// A package whose bundle does not even parse: looking a type up in it would throw.
write('node_modules/icons/package.json', '{ "name": "icons", "main": "index.js" }');
write('node_modules/icons/index.js', 'export const Star = (props) => <svg {...props}; this is not JavaScript');
write('tokens.ts', "export type Tone = 'primary' | 'danger';");

const plugin = projectDocgen();
const transform = plugin.transform as (code: string, id: string) => { code: string; map: null } | undefined;

/** What the plugin appends to a module: each component's docgen, by the binding it is assigned to. */
function docgenOf(name: string, code: string) {
  const result = transform(code, write(name, code));
  if (!result) return undefined;
  expect(result.code.startsWith(code)).toBe(true);
  const appended = result.code.slice(code.length);
  return Object.fromEntries(
    [...appended.matchAll(/;(\w+)\.__docgenInfo=(.*?)(?=;\w+\.__docgenInfo=|$)/g)].map(([, binding, json]) => [
      binding,
      JSON.parse(json!) as { displayName: string; description: string; props: Record<string, { tsType: unknown }> },
    ]),
  );
}

describe('docgen', () => {
  it('documents a function component on its own binding, with its comment and props', () => {
    const info = docgenOf(
      'Badge.tsx',
      `/** A short label. */
export function Badge({ label }: { /** What it says. */ label: string }) { return <span>{label}</span>; }
Badge.displayName = 'Kit.Badge';`,
    );
    expect(info?.Badge).toMatchObject({
      displayName: 'Kit.Badge',
      description: 'A short label.',
      props: { label: { required: true, tsType: { name: 'string' }, description: 'What it says.' } },
    });
  });

  it('puts an arrow component’s docgen on the variable that holds it', () => {
    const info = docgenOf(
      'Card.tsx',
      'export const Card = ({ title }: { title: string }) => <section>{title}</section>;',
    );
    expect(Object.keys(info ?? {})).toEqual(['Card']);
  });

  it('expands a type from a relative import, and names one from a package without reading it', () => {
    const info = docgenOf(
      'Rating.tsx',
      `import type { Star } from 'icons';
import type { Tone } from './tokens';
export function Rating({ icon, tone }: { icon: typeof Star; tone: Tone }) { return <span data-tone={tone} />; }`,
    );
    expect(info?.Rating?.props.tone?.tsType).toMatchObject({
      name: 'union',
      elements: [{ value: "'primary'" }, { value: "'danger'" }],
    });
    expect(info?.Rating?.props.icon?.tsType).toMatchObject({ name: 'Star' });
  });

  it('leaves a module without components, and packages, as they are', () => {
    expect(docgenOf('format.ts', 'export const double = (n: number) => n * 2;')).toBeUndefined();
    expect(transform('export function X() { return <i />; }', join(dir, 'node_modules/icons/X.jsx'))).toBeUndefined();
  });
});

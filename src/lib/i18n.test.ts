import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { menuWordsOf, navigation } from '@/app/navigation';
import { screens } from '@/app/screens';
import { i18next, initI18n, languages, loadNamespaces, localeFile } from './i18n';

const root = new URL('../../', import.meta.url).pathname;
const locales = join(root, 'public/locales');
const namespacesOf = (lng: string) =>
  readdirSync(join(locales, lng))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
const fileOf = (lng: string, ns: string) => readFileSync(join(locales, lng, `${ns}.json`), 'utf8');
const words = (lng: string, ns: string) => JSON.parse(fileOf(lng, ns)) as Record<string, unknown>;

/** Every path in a file: its leaves (`invoices.list.title`) and, with `objects`, the objects above them. */
function paths(value: unknown, objects = false, prefix = ''): string[] {
  if (!value || typeof value !== 'object') return [prefix.slice(0, -1)];
  const below = Object.entries(value).flatMap(([k, v]) => paths(v, objects, `${prefix}${k}.`));
  return objects && prefix ? [prefix.slice(0, -1), ...below] : below;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
  });
}

const namespaces = namespacesOf('en');
const features = readdirSync(join(root, 'src/features'));
/** Each namespace's paths, leaves and objects (`roleName` is an object of `common`). */
const inNamespace = new Map(namespaces.map((ns) => [ns, new Set(paths(words('en', ns), true))]));
const topLevel = new Set(namespaces.flatMap((ns) => Object.keys(words('en', ns))));

describe('the translation files', () => {
  it('are common, shell, auth and feature folders’ namespaces, each top-level key in one of them', () => {
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'shell', 'auth']));
    expect(namespaces.filter((ns) => !['common', 'shell'].includes(ns) && !features.includes(ns))).toEqual([]);
    const tops = namespaces.flatMap((ns) => Object.keys(words('en', ns)));
    expect(tops.filter((key, i) => tops.indexOf(key) !== i)).toEqual([]);
  });

  it.each(languages.filter((l) => l !== 'en'))('%s has every namespace, with exactly the English keys', (lng) => {
    expect(namespacesOf(lng)).toEqual(namespaces);
    for (const ns of namespaces)
      expect(new Set(paths(words(lng, ns))), `${lng}/${ns}`).toEqual(new Set(paths(words('en', ns))));
  });

  it('keep the sign-in page’s words (common and auth, English) within 6 KB gzip', () => {
    const gzip = ['common', 'auth'].reduce((sum, ns) => sum + gzipSync(fileOf('en', ns)).length, 0);
    expect(gzip).toBeLessThanOrEqual(6 * 1024);
  });
});

/**
 * Where code may find a key: in the namespaces it names (`useTranslation('invoices')`, a demo page's
 * `namespace="forms"`, `useFieldMessage('checkout', 'ecommerce')`) and in `common`, the fallback.
 * A file that names none (data with `labelKey: 'nav.x'`, rules with `'auth.errors.x'`, helpers given
 * a `t`) sees its area's: a feature's own namespace and `common`, and `shell` when the feature also
 * renders in the shell (its files name `shell`: the cart menu and the shop, the search, the
 * notifications); src/app's `shell`, `auth` and `common`; src/ui's and src/lib's `common`.
 */
const allowedNames = (area: string): string[] =>
  area.startsWith('features/')
    ? [area.slice('features/'.length), 'shell', 'common']
    : area === 'app'
      ? ['shell', 'auth', 'common']
      : ['common'];

type Source = { file: string; area: string; text: string; named: string[] };
const sources: Source[] = sourceFiles(join(root, 'src')).map((path) => {
  const file = relative(root, path);
  const area = /^src\/(features\/[^/]+|app|ui|lib)\//.exec(file)?.[1] ?? 'other';
  // Comments only describe: `useTranslation('invoices')` in one names nothing.
  const text = readFileSync(path, 'utf8').replace(/\/\*[\s\S]*?\*\/|(^|\s)\/\/.*$/gm, '$1');
  const named = [
    ...text.matchAll(/useTranslation\(\[?((?:'[\w-]+',? ?)+)\]?\)/g),
    ...text.matchAll(/namespace="([\w-]+)"/g),
    ...text.matchAll(/useFieldMessage\('\w+', ('[\w-]+')\)/g),
  ].flatMap((match) => [...match[1]!.matchAll(/[\w-]+/g)].map(([ns]) => ns));
  return { file, area, text, named: [...new Set(named)] };
});
const namingShell = new Set(sources.filter((s) => s.named.includes('shell')).map((s) => s.area));

function visible({ file, area, named }: Source): string[] {
  if (named.length) return [...named, 'common'];
  // A feature's screen declarations: the shell's menus show their labels.
  if (file.endsWith('/screens.ts')) return ['shell', 'common'];
  if (area.startsWith('features/'))
    return [area.slice('features/'.length), 'common', ...(namingShell.has(area) ? ['shell'] : [])];
  return allowedNames(area);
}

/**
 * The keys a file names: 'a.b' strings whose first part is a top-level key, the fixed start of a
 * template (`customizer.${key}.label` names `customizer`), a demo page's `words`, a form's prefix.
 */
function keysIn(text: string): string[] {
  const found = [
    ...[...text.matchAll(/'([a-zA-Z]\w*(?:\.\w+)+)'/g)].map((m) => m[1]!),
    ...[...text.matchAll(/`([a-zA-Z]\w*(?:\.\w+)*)\.\$\{/g)].map((m) => m[1]!),
    ...[...text.matchAll(/words="(\w+)"/g)].map((m) => m[1]!),
    ...[...text.matchAll(/useFieldMessage\('(\w+)'/g)].map((m) => m[1]!),
  ];
  // A file's name ('invoices.csv') is no key.
  const isKey = (key: string) => topLevel.has(key.split('.')[0]!) && !/\.(csv|json|xlsx|pdf|png|svg|jpg)$/.test(key);
  return [...new Set(found.filter(isKey))];
}
/** Strings that look like keys and are not: the chat profile's fields in the server's answer. */
const notKeys = new Set(['src/features/chat/components/ProfileForm.tsx settings']);
const keysOf = (source: Source) => keysIn(source.text).filter((key) => !notKeys.has(`${source.file} ${key}`));

const where = (key: string) =>
  namespaces.filter((ns) => ['', '_one', '_other'].some((suffix) => inNamespace.get(ns)!.has(`${key}${suffix}`)));

describe('the keys the code names', () => {
  it('are found', () => {
    const used = sources.flatMap(keysOf);
    // The scanner reads the code (a starter pruned to sign-in and one app names some 300).
    expect(used.length).toBeGreaterThan(100);
    expect(used.filter((key) => where(key).length === 0)).toEqual([]);
  });

  it('are in a namespace the code sees', () => {
    const misplaced = sources.flatMap((source) =>
      keysOf(source)
        .filter((key) => where(key).length && !where(key).some((ns) => visible(source).includes(ns)))
        .map((key) => `${source.file}: ${key} is in ${where(key).join(', ')}; it sees ${visible(source).join(', ')}`),
    );
    expect(misplaced).toEqual([]);
  });

  it('come from namespaces that exist, named where they may be: a feature its own, shell or common', () => {
    const wrong = sources.flatMap((source) =>
      source.named
        // The i18next demo adds a namespace of its own in code (addResourceBundle).
        .filter((ns) => !source.text.includes(`addResourceBundle(lng, '${ns}'`))
        .filter((ns) => !namespaces.includes(ns) || !allowedNames(source.area).includes(ns))
        .map((ns) => `${source.file}: ${ns}`),
    );
    expect(wrong).toEqual([]);
  });
});

describe('the screens', () => {
  it('load namespaces that exist (each with its route)', () => {
    expect(screens.flatMap((screen) => screen.namespace).filter((ns) => !namespaces.includes(ns))).toEqual([]);
  });

  // `npm run prune` keeps of `nav` the words of the menu that stays, and those code names.
  it('give the menu its words: the shell’s `nav` has each group’s title and each label, and what code names', () => {
    const nav = Object.keys(words('en', 'shell').nav as object).map((key) => `nav.${key}`);
    const menu = menuWordsOf(navigation);
    const named = new Set(sources.flatMap(keysOf));
    expect([...menu].filter((key) => !nav.includes(key))).toEqual([]);
    expect(nav.filter((key) => !menu.has(key) && !named.has(key))).toEqual([]);
  });
});

describe('the backend', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('fetches locales/<lng>/<ns>.json, retrying a server error and not a missing file', async () => {
    const asked: string[] = [];
    // The first answer to invoices.json is a server error; the namespace `absent` has no file.
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      if (url.endsWith('/absent.json')) return new Response('', { status: 404 });
      if (url.endsWith('/invoices.json') && asked.filter((u) => u === url).length === 1)
        return new Response('', { status: 503 });
      const file = url.endsWith('/common.json') ? { app: { name: 'Atrium' } } : { invoices: { title: 'Invoices' } };
      return new Response(JSON.stringify(file));
    });
    const loading = loadNamespaces(['invoices', 'absent']); // before init: it starts init and waits
    await initI18n('en');
    await loading;
    const count = (ns: string) => asked.filter((url) => url === localeFile('en', ns)).length;
    expect([count('common'), count('invoices'), count('absent')]).toEqual([1, 2, 1]);
    // A feature's `t` finds its own keys, and common's through the fallback.
    const t = i18next.getFixedT('en', 'invoices');
    expect([t('invoices.title'), t('app.name')]).toEqual(['Invoices', 'Atrium']);
  });
});

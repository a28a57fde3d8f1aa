// What `npm run prune -- --keep <feature,…>` removes, worked out from the repository's files alone
// (nothing is written here: scripts/prune.mjs applies the plan). A feature is a folder of
// src/features; what belongs to it is found by following imports, not listed by hand:
//
// - the features not kept go, but those a kept one needs: a feature with no screens of its own,
//   shown in a screen the app composes (src/app/composed), needs the features shown with it
//   (`--keep roles` keeps users too);
// - a demo-server domain goes when no code that stays, outside the demo server and the contract,
//   calls it: its handler and endpoint list first (src/mocks/handlers/<domain>.ts,
//   src/lib/api/endpoints/<domain>.ts), the rest of it as below;
// - a file that imports something removed goes too, unless it is a gather file (`gatherFiles`),
//   whose entries for the removed modules are cut out instead (scripts/prune/cut.mjs); outside the
//   folders that may shrink (`shrinking`), such a file is an error the plan reports;
// - a file that only removed code imported goes (a service, a schema, a seed file, a story helper);
// - with them go their translations (their namespaces; in the shared ones, the words only they
//   named: `unusedWords`) and the dependencies only they used (their pictures and docs sections:
//   scripts/prune.mjs).
import { dirname, posix } from 'node:path';
import ts from 'typescript';
import { cutGatherFile } from './cut.mjs';

/** Always kept: the shell's own features, sign-in and account recovery, access control and the error pages. */
export const coreFeatures = ['auth', 'access-control', 'misc', 'notifications', 'search'];

/** Where a demo-server domain's files live, each named after the domain (`users.ts`). */
export const domainFolders = [
  'src/mocks/handlers',
  'src/mocks/resolvers',
  'src/mocks/services',
  'src/lib/api/paths',
  'src/lib/api/endpoints',
  'src/lib/api/schemas',
];

/**
 * Files that gather the features or the domains, one entry each: what they take from a removed
 * module is cut out of them, and they stay.
 */
export const gatherFiles = [
  'src/app/screens.ts',
  'src/app/layouts/Navbar.tsx',
  'src/mocks/index.ts',
  'src/lib/api/endpoints/index.ts',
  'src/server/check/flows/index.ts',
  'src/mocks/data/seed.test.ts',
  'src/mocks/fuzz.test.ts',
  'scripts/seed/generate.mjs',
  'scripts/bench/server.ts',
];

/** Where files may go as a consequence (the rest, the app's frame, the ui kit and lib, must not lose a file). */
const shrinking = [
  'src/features/',
  'src/app/composed/',
  'src/mocks/',
  'src/lib/api/',
  'src/server/check/flows/',
  'src/stories/',
  'scripts/seed/',
];

/** The demo server's tools for any domain: they stay though no domain kept uses them. */
const toolkit = ['src/mocks/data/readOnly.ts', 'src/mocks/services/list.ts'];

export const codeFile = /\.(ts|tsx|mts|mjs|js|cjs)$/;
export const isTest = (file) => /\.test\.[a-z]+$/.test(file);
const isStory = (file) => /\.stories\.tsx$/.test(file);
/** Code without its comments, which only describe. */
export const withoutComments = (text) => text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
const inside = (file, folders) => folders.some((folder) => file.startsWith(folder));
const extensions = ['', '.ts', '.tsx', '.mjs', '.js', '.json', '/index.ts', '/index.tsx', '/index.mjs'];

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** `(specifier, from) => file`: the repository file an import leads to (`@/` is src/), if any. */
export function resolverOf(files) {
  const known = new Set(files);
  return (specifier, from) => {
    const path = specifier.replace(/\?.*$/, '');
    const base = path.startsWith('@/')
      ? `src/${path.slice(2)}`
      : path.startsWith('.')
        ? posix.normalize(posix.join(dirname(from), path))
        : undefined;
    if (base === undefined) return undefined;
    return extensions.map((extension) => base + extension).find((candidate) => known.has(candidate));
  };
}

/**
 * The import graph of the repository's code: for each code file, the repository files and the
 * packages it imports (static, dynamic and type-only imports, re-exports).
 * @param {string[]} files every tracked file, relative to the root, with `/`
 * @param {(file: string) => string} read
 */
export function importGraph(files, read) {
  const resolve = resolverOf(files);
  /** @type {Map<string, { files: string[], packages: string[] }>} */
  const graph = new Map();
  for (const file of files.filter((f) => codeFile.test(f))) {
    const imported = ts.preProcessFile(read(file), true, true).importedFiles.map((f) => f.fileName);
    graph.set(file, {
      files: imported.map((specifier) => resolve(specifier, file)).filter((f) => f !== undefined),
      packages: imported
        .filter((s) => !s.startsWith('.') && !s.startsWith('@/') && !s.startsWith('node:') && !s.startsWith('/'))
        .map(packageOf),
    });
  }
  return graph;
}

/** The features (folders of src/features) and, for each, the features its files import. */
export function featuresOf(files, graph) {
  const featureOf = (file) => /^src\/features\/([^/]+)\//.exec(file)?.[1];
  /** @type {Map<string, Set<string>>} */
  const features = new Map();
  for (const file of files) {
    const feature = featureOf(file);
    if (feature && !features.has(feature)) features.set(feature, new Set());
  }
  // A feature without screens of its own shows in a screen the app puts together (src/app/composed):
  // it needs the features that screen shows with it (the roles app, the users list).
  for (const [file, { files: imported }] of graph) {
    if (!file.startsWith('src/app/composed/')) continue;
    const shown = new Set(imported.map(featureOf).filter(Boolean));
    for (const feature of shown)
      if (!files.includes(`src/features/${feature}/screens.ts`))
        for (const other of shown) if (other !== feature) features.get(feature).add(other);
  }
  for (const [file, { files: imported }] of graph) {
    const feature = featureOf(file);
    if (!feature || isTest(file)) continue;
    for (const target of imported) {
      const other = featureOf(target);
      if (other && other !== feature) features.get(feature).add(other);
    }
  }
  return { features, featureOf };
}

/** `keep` with the core features and everything they import, transitively. */
export function keptFeatures(keep, features) {
  const kept = new Set();
  const add = (feature) => {
    if (kept.has(feature)) return;
    kept.add(feature);
    for (const other of features.get(feature) ?? []) add(other);
  };
  [...coreFeatures.filter((feature) => features.has(feature)), ...keep].forEach(add);
  return kept;
}

/**
 * The plan for a keep list.
 * @param {{ files: string[], read: (file: string) => string, keep: string[], packageJson: { dependencies?: object, devDependencies?: object } }} repo
 */
export function planPrune({ files, read, keep, packageJson }) {
  const graph = importGraph(files, read);
  const { features, featureOf } = featuresOf(files, graph);
  const unknown = keep.filter((feature) => !features.has(feature));
  if (unknown.length) throw new Error(`No such feature: ${unknown.join(', ')} (npm run prune -- --list)`);

  const kept = keptFeatures(keep, features);
  const removedFeatures = [...features.keys()].filter((feature) => !kept.has(feature)).sort();
  const deleted = new Set(files.filter((file) => removedFeatures.includes(featureOf(file))));

  // Domains: kept while code outside the demo server and the API description calls them.
  const domains = files
    .filter((file) => /^src\/mocks\/handlers\/[^/.]+\.ts$/.test(file))
    .map((file) => posix.basename(file, '.ts'));
  const domainOf = (file) => {
    const match = /^(.*)\/([^/.]+)\.ts$/.exec(file);
    return match && domainFolders.includes(match[1]) && domains.includes(match[2]) ? match[2] : undefined;
  };
  const layer = ['src/mocks/', 'src/lib/api/', 'src/server/', 'scripts/'];
  const called = new Set(['auth']);
  for (const [file, { files: imported }] of graph) {
    if (deleted.has(file) || isTest(file) || inside(file, layer)) continue;
    for (const target of imported) if (domainOf(target)) called.add(domainOf(target));
  }
  const removedDomains = domains.filter((domain) => !called.has(domain));
  // A removed domain's handler and endpoint list go; the rest of it (resolvers, services, schemas,
  // paths, seed) goes once nothing kept imports it: another domain's service may use its table.
  for (const file of files)
    if (/^src\/(mocks\/handlers|lib\/api\/endpoints)\//.test(file) && removedDomains.includes(domainOf(file) ?? ''))
      deleted.add(file);
  // The API check's flows (src/server/check/flows), each naming its domains: a file goes when each of
  // its flows names a domain that goes.
  for (const file of files.filter((f) => /^src\/server\/check\/flows\/[^/]+\.ts$/.test(f) && !isTest(f))) {
    const named = [...read(file).matchAll(/domains: \[([^\]]*)\]/g)].map((m) =>
      [...m[1].matchAll(/'(\w+)'/g)].map((d) => d[1]),
    );
    if (named.length && named.every((list) => list.some((domain) => removedDomains.includes(domain))))
      deleted.add(file);
  }

  // Who imports whom, before anything goes.
  /** @type {Map<string, Set<string>>} */
  const importers = new Map();
  for (const [file, { files: imported }] of graph)
    for (const target of imported) {
      if (!importers.has(target)) importers.set(target, new Set());
      importers.get(target).add(file);
    }
  const counts = (importer) => !isTest(importer);

  // Until nothing changes: importers of removed files go or are cut; files only removed code imported go.
  const resolve = resolverOf(files);
  const cut = new Set();
  const errors = [];
  /** What a gather file keeps: its text with what it takes from removed code cut (scripts/prune/cut.mjs). */
  // A gather file lets go of a removed domain's modules even where another domain still uses them.
  const cutText = (file) =>
    cutGatherFile(
      file,
      read(file),
      (specifier) => {
        const target = resolve(specifier, file);
        return deleted.has(target) || removedDomains.includes(domainOf(target ?? '') ?? '');
      },
      [
        ...removedDomains,
        ...[...deleted].filter((f) => f.startsWith('src/mocks/data/seed/')).map((f) => posix.basename(f)),
      ],
    );
  for (let changed = true; changed;) {
    changed = false;
    for (const file of gatherFiles.filter((f) => graph.has(f) && !deleted.has(f))) {
      const text = cutText(file);
      if (text === read(file)) continue;
      cut.add(file);
      const imported = ts.preProcessFile(text, true, true).importedFiles.map((f) => resolve(f.fileName, file));
      graph.set(file, { ...graph.get(file), files: imported.filter((f) => f !== undefined) });
    }
    for (const [file, { files: imported }] of graph) {
      if (deleted.has(file) || cut.has(file) || !imported.some((target) => deleted.has(target))) continue;
      if (isTest(file) || isStory(file) || inside(file, shrinking)) {
        deleted.add(file);
        changed = true;
      } else if (!errors.some((error) => error.file === file))
        errors.push({ file, imports: imported.filter((target) => deleted.has(target)) });
    }
    for (const [target, by] of importers) {
      if (deleted.has(target) || !inside(target, shrinking) || toolkit.includes(target)) continue;
      const before = [...by].filter(counts);
      const still = before.filter((importer) => !deleted.has(importer) && graph.get(importer).files.includes(target));
      if (before.length && !still.length) {
        deleted.add(target);
        changed = true;
      }
    }
  }

  // Translations: the removed features' namespaces that nothing kept asks for.
  const keptCode = [...graph.keys()].filter((file) => !deleted.has(file));
  const asksFor = (namespace) =>
    keptCode.some(
      (file) =>
        !isTest(file) &&
        new RegExp(
          `(useTranslation\\(|loadNamespaces\\(|defineScreens\\(|namespace: )\\[?('[\\w-]+', )*'${namespace}'`,
        ).test(withoutComments(read(file))),
    );
  const namespaces = removedFeatures.filter(
    (feature) => files.includes(`public/locales/en/${feature}.json`) && !asksFor(feature),
  );
  for (const file of files)
    if (namespaces.some((namespace) => new RegExp(`^public/locales/[^/]+/${namespace}\\.json$`).test(file)))
      deleted.add(file);

  // Dependencies: the packages removed code imported and kept code does not.
  const declared = { ...packageJson.dependencies, ...packageJson.devDependencies };
  const used = (keepers) => new Set(keepers.flatMap((file) => graph.get(file).packages));
  const stillUsed = used(keptCode);
  const removedUsed = used([...graph.keys()].filter((file) => deleted.has(file)));
  const packages = [...removedUsed].filter((name) => name in declared && !stillUsed.has(name)).sort();
  for (const name of [...packages]) if (`@types/${name}` in declared) packages.push(`@types/${name}`);

  return {
    kept: [...kept].sort(),
    added: [...kept].filter((feature) => !coreFeatures.includes(feature) && !keep.includes(feature)).sort(),
    removedFeatures,
    removedDomains,
    namespaces,
    deleted: [...deleted].sort(),
    cut: [...cut].sort(),
    /** Each cut file's new text. */
    cutTexts: Object.fromEntries([...cut].map((file) => [file, cutText(file)])),
    packages,
    errors,
  };
}

/**
 * A document without the sections (`## …` up to the next heading of that level or above) about what
 * goes: a section marked `<!-- endpoints:<domain> -->` (docs/demo-api.md) whose domain goes, or
 * `<!-- features: a b -->` (docs/apps.md) whose features all go.
 */
export function withoutSections(text, { removedFeatures, removedDomains }) {
  const parts = text.split(/(?=^#{1,2} )/m);
  return parts
    .filter((part) => {
      if (!part.startsWith('## ')) return true;
      const domain = /<!-- endpoints:(\w+) -->/.exec(part)?.[1];
      if (domain && removedDomains.includes(domain)) return false;
      const features = /<!-- features: ([\w -]+?) -->/.exec(part)?.[1].split(' ');
      return !features || !features.every((feature) => removedFeatures.includes(feature));
    })
    .join('');
}

/** The namespaces every feature may take words from; a feature's own goes with it. */
export const sharedNamespaces = ['shell', 'common'];

/**
 * The words of a shared namespace that only removed code named: a group (`cart`, the navbar's cart
 * menu) or an entry of one. One goes when a removed file names it (`'cart.title'`) and no file that
 * stays does; a group whose keys code that stays builds at run time (`` `customizer.${key}` ``)
 * keeps its entries. The menu's words (`nav`) are known in full: those the menu that stays shows
 * (`menuWords`), or that code which stays names, stay.
 * @param {Record<string, unknown>} words a namespace's English file
 * @param {{ removedTexts: string[], keptTexts: string[], menuWords?: Set<string> }} code the text of
 *   the removed and of the kept code files (tests left out, comments taken out), and the words of
 *   the menu that stays (`nav.users`)
 * @returns {string[]} their paths (`cart`, `nav.shop`)
 */
export function unusedWords(words, { removedTexts, keptTexts, menuWords = new Set() }) {
  const quote = '[\'"`]';
  const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const named = (texts, path) => {
    const key = new RegExp(`${quote}${escape(path)}(${quote}|\\.)`);
    return texts.some((text) => key.test(text));
  };
  const unused = (path) => named(removedTexts, path) && !named(keptTexts, path);
  const menuWordGroups = new Set([...menuWords].map((key) => key.split('.')[0]));
  return Object.entries(words).flatMap(([group, entries]) => {
    const keys = Object.keys(entries && typeof entries === 'object' ? entries : {}).map((key) => `${group}.${key}`);
    if (menuWordGroups.has(group)) return keys.filter((key) => !menuWords.has(key) && !named(keptTexts, key));
    if (unused(group)) return [group];
    return keptTexts.some((text) => text.includes(`\`${group}.\${`)) ? [] : keys.filter(unused);
  });
}

/** `words` without the entries at `paths` (`nav.shop`). */
export function withoutWords(words, paths) {
  const copy = structuredClone(words);
  for (const path of paths) {
    const [group, key] = path.split('.');
    if (key === undefined) delete copy[group];
    else if (copy[group]) delete copy[group][key];
  }
  return copy;
}

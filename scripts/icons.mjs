// `npm run icons`: writes src/features/icons/lucideIcons.json, the icons page's data (/icons): every
// icon of the installed lucide-react, its drawing, its other names, and whether the app's own code
// imports it. The page fetches it as a file (about 105 KB gzip, data rather than script). A unit test
// fails when the committed file is out of date: after upgrading lucide-react or importing an icon the
// app did not use yet, run this again.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** `const __iconData = { name, size, node, aliases };` in each of lucide-react's ESM icon modules. */
const iconDataPattern = /const __iconData = (\{[\s\S]*?\n\});/;
const componentPattern = /const (\w+) = createLucideIcon\(/;

/** Every icon of the package, by name. */
function readIcons(lucideDir) {
  const iconsDir = join(lucideDir, 'dist/esm/icons');
  const icons = [];
  for (const file of readdirSync(iconsDir)) {
    if (!file.endsWith('.mjs')) continue;
    const code = readFileSync(join(iconsDir, file), 'utf8');
    const data = iconDataPattern.exec(code)?.[1];
    const component = componentPattern.exec(code)?.[1];
    // Files without both are aliases that re-export another icon's module.
    if (!data || !component) continue;
    // An object literal of strings and arrays, from the installed package (as trusted as importing it).
    const { name, node, aliases } = new Function(`return (${data});`)();
    icons.push({
      name,
      component,
      ...(aliases?.length ? { aliases } : {}),
      // React's keys are for React; the page keys the elements by position.
      node: node.map(([tag, { key: _key, ...attributes }]) => [tag, attributes]),
    });
  }
  return icons.sort((a, b) => a.name.localeCompare(b.name));
}

/** The icon (module file name) of every name the package exports (`ChevronDown`, `LucideChevronDown`, aliases). */
function exportedNames(lucideDir) {
  const index = readFileSync(join(lucideDir, 'dist/esm/lucide-react.mjs'), 'utf8');
  const names = new Map();
  for (const [, list, file] of index.matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs';/g))
    for (const [, name] of list.matchAll(/default as (\w+)/g)) names.set(name, file);
  return names;
}

/**
 * The icons the app's own code imports (stories and tests are not the app): from lucide-react, or
 * from lucide as data (the menu's icons, which src/app/layouts/menuIcons.ts re-exports).
 */
function usedIcons(srcDir, names) {
  const used = new Set();
  for (const file of readdirSync(srcDir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || /\.(stories|test)\.tsx?$/.test(file)) continue;
    const code = readFileSync(join(srcDir, file), 'utf8');
    for (const [, list] of code.matchAll(/(?:import|export)\s*\{([^}]*)\}\s*from\s*'lucide(?:-react)?'/g))
      for (const part of list.split(',')) {
        const name = part
          .replace(/^\s*type\s+/, '')
          .split(/\s+as\s+/)[0]
          .trim();
        if (names.has(name)) used.add(names.get(name));
      }
  }
  return used;
}

/** The file's content, as `npm run icons` writes it: one icon a line, so a change shows as such. */
export function lucideIconsJson(root = fileURLToPath(new URL('..', import.meta.url))) {
  const lucideDir = join(root, 'node_modules/lucide-react');
  const { version } = JSON.parse(readFileSync(join(lucideDir, 'package.json'), 'utf8'));
  const used = usedIcons(join(root, 'src'), exportedNames(lucideDir));
  const icons = readIcons(lucideDir).map((icon) => (used.has(icon.name) ? { ...icon, used: true } : icon));
  return `{"version":${JSON.stringify(version)},"icons":[\n${icons.map((icon) => JSON.stringify(icon)).join(',\n')}\n]}\n`;
}

export const lucideIconsFile = new URL('../src/features/icons/lucideIcons.json', import.meta.url);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(lucideIconsFile, lucideIconsJson());
  console.log('wrote src/features/icons/lucideIcons.json');
}

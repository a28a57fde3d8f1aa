import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { LucideIconEntry, LucideIconsFile } from '../src/features/icons/iconData.ts';

/**
 * The icons page's data (`/icons`, src/features/icons): every icon of the installed lucide-react, its
 * drawing, its other names, and whether the app's own code imports it. Written when Vite starts (dev
 * server, build, Storybook, Vitest) to a JSON file in node_modules/.cache, which the page imports as
 * `@lucide-icons-data?url`: built, it is a hashed asset fetched by that page alone (about 95 KB
 * gzipped, data rather than script), so it follows the installed version and never sits in a bundle.
 */

export const LUCIDE_ICONS_MODULE = '@lucide-icons-data';

/** `const __iconData = { name, size, node, aliases };` in each of lucide-react's ESM icon modules. */
const iconDataPattern = /const __iconData = (\{[\s\S]*?\n\});/;
const componentPattern = /const (\w+) = createLucideIcon\(/;

function readIcons(lucideDir: string): LucideIconEntry[] {
  const iconsDir = join(lucideDir, 'dist/esm/icons');
  const icons: LucideIconEntry[] = [];
  for (const file of readdirSync(iconsDir)) {
    if (!file.endsWith('.mjs')) continue;
    const code = readFileSync(join(iconsDir, file), 'utf8');
    const data = iconDataPattern.exec(code)?.[1];
    const component = componentPattern.exec(code)?.[1];
    // Files without both are aliases that re-export another icon's module.
    if (!data || !component) continue;
    // An object literal of strings and arrays, from the installed package (as trusted as importing it).
    const parsed = new Function(`return (${data});`)() as {
      name: string;
      node: [string, Record<string, string>][];
      aliases?: string[];
    };
    icons.push({
      name: parsed.name,
      component,
      ...(parsed.aliases?.length ? { aliases: parsed.aliases } : {}),
      // React's keys are for React; the page keys the elements by position.
      node: parsed.node.map(([tag, { key: _key, ...attributes }]) => [tag, attributes]),
    });
  }
  return icons.sort((a, b) => a.name.localeCompare(b.name));
}

/** Every exported name (`ChevronDown`, `ChevronDownIcon`, `LucideChevronDown`, aliases) → the icon's module file. */
function exportedNames(lucideDir: string): Map<string, string> {
  const index = readFileSync(join(lucideDir, 'dist/esm/lucide-react.mjs'), 'utf8');
  const names = new Map<string, string>();
  for (const [, list, file] of index.matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs';/g)) {
    for (const [, name] of list!.matchAll(/default as (\w+)/g)) names.set(name!, file!);
  }
  return names;
}

/** One scan of the sources per Vite start: the icons page's data and the chunk sets both read it. */
const scans = new Map<string, Map<string, string[]>>();

/** The module file of each icon the app's code imports → the files that import it (stories and tests are not the app). */
function iconImporters(srcDir: string, names: Map<string, string>): Map<string, string[]> {
  const scanned = scans.get(srcDir);
  if (scanned) return scanned;
  const importers = new Map<string, string[]>();
  const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.(stories|test)\.tsx?$/.test(file),
  );
  for (const file of files) {
    const code = readFileSync(join(srcDir, file), 'utf8');
    for (const [, list] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g)) {
      for (const part of list!.split(',')) {
        const name = part
          .replace(/^\s*type\s+/, '')
          .split(/\s+as\s+/)[0]!
          .trim();
        const module = names.get(name);
        if (module) importers.set(module, [...(importers.get(module) ?? []), file.replaceAll('\\', '/')]);
      }
    }
  }
  scans.set(srcDir, importers);
  return importers;
}

/** The code every screen may run: the app's frame, the library, the kit, the dashboards and sign-in. */
const everyScreen = /^(?:app|lib|ui|features\/(?:dashboards|auth|search|notifications|cards))\//;
/** The kit's parts that load with the few pages that draw them (vite.config.ts gives them chunks of their own). */
const lazyKit =
  /^ui\/(?:editor|file-drop|stepper|number-input|input-group|time-field|color-picker|carousel|combobox|chart|alert-dialog|slider|context-menu|rating|print-sheet|pagination|tabs|accordion|divider|list-group|nav|timeline|app-frame|side-nav|star-toggle)\//;

/** The demo pages' folders: what only they import never ships to the app's other screens. */
const demoFolders = /^features\/(?:components|extensions|ui-elements|tables|forms)\//;

/**
 * The module files (`grip-vertical`) of the icons that only the demo pages import, and of those the
 * code every screen may run imports (the shell, the kit's always-loaded part, the library, the
 * dashboards and sign-in): vite.config.ts gives each set its own chunk, so neither the examples nor
 * the apps grow the icons every screen loads.
 */
export function iconFileSets(root: string): { demoOnly: Set<string>; everyScreen: Set<string> } {
  const importers = [...iconImporters(join(root, 'src'), exportedNames(join(root, 'node_modules/lucide-react')))];
  const iconsWhere = (test: (files: string[]) => boolean) =>
    new Set(importers.filter(([, files]) => test(files)).map(([icon]) => icon));
  return {
    demoOnly: iconsWhere((files) => files.every((file) => demoFolders.test(file))),
    // And the icons fifteen files or more draw (the bin, the plus): nearly every screen has one.
    everyScreen: iconsWhere(
      (files) => files.length >= 15 || files.some((file) => everyScreen.test(file) && !lazyKit.test(file)),
    ),
  };
}

export function lucideIconsFile(root: string): LucideIconsFile {
  const lucideDir = join(root, 'node_modules/lucide-react');
  const { version } = JSON.parse(readFileSync(join(lucideDir, 'package.json'), 'utf8')) as { version: string };
  const names = exportedNames(lucideDir);
  const used = iconImporters(join(root, 'src'), names);
  // An icon's module file is named after the icon (`chevron-down.mjs`).
  const icons = readIcons(lucideDir).map((icon) => (used.has(icon.name) ? { ...icon, used: true as const } : icon));
  return { version, icons };
}

/** Writes the icons' file and points `@lucide-icons-data` at it. */
export function lucideIcons(root: string): Plugin {
  return {
    name: 'lucide-icons-data',
    config() {
      const dir = join(root, 'node_modules/.cache/lucide-icons');
      const file = join(dir, 'lucide-icons.json');
      mkdirSync(dir, { recursive: true });
      writeFileSync(file, JSON.stringify(lucideIconsFile(root)));
      return { resolve: { alias: [{ find: new RegExp(`^${LUCIDE_ICONS_MODULE}(?=\\?|$)`), replacement: file }] } };
    },
  };
}

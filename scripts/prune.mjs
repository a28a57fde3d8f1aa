// `npm run prune -- --keep users,invoices`: a starter with only the features kept, and everything
// that belongs to the others removed (scripts/prune/plan.mjs says what and why). `--list` names the
// features, `--dry-run` shows the plan and changes nothing. It refuses to run on uncommitted changes,
// so `git diff` shows what it did and `git checkout .` (then `npm install`) undoes it.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';
import { readCsf } from 'storybook/internal/csf-tools';
import {
  codeFile,
  coreFeatures,
  featuresOf,
  importGraph,
  isTest,
  planPrune,
  sharedNamespaces,
  unusedWords,
  withoutComments,
  withoutSections,
  withoutWords,
} from './prune/plan.mjs';
import { pictureOf } from './pictures.mjs';
import { withViteModule } from './viteModule.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
process.chdir(root);
const { values } = parseArgs({
  options: { keep: { type: 'string' }, list: { type: 'boolean' }, 'dry-run': { type: 'boolean' } },
});
const git = (...args) => execFileSync('git', args, { encoding: 'utf8' });
const run = (command, args) => execFileSync(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
const files = git('ls-files', '--cached', '--others', '--exclude-standard')
  .split('\n')
  .filter((file) => file && existsSync(file));
const read = (file) => readFileSync(file, 'utf8');

if (values.list) {
  const { features } = featuresOf(files, importGraph(files, read));
  console.log('Features (src/features), and what keeping one keeps with it:\n');
  for (const [name, needs] of [...features].sort(([a], [b]) => a.localeCompare(b))) {
    const what = coreFeatures.includes(name) ? 'always kept' : needs.size ? `needs ${[...needs].join(', ')}` : '';
    console.log(`  ${name.padEnd(18)} ${what}`);
  }
  process.exit(0);
}
if (values.keep === undefined) {
  console.error('Usage: npm run prune -- --keep <feature,…> [--dry-run]   (npm run prune -- --list names them)');
  process.exit(1);
}
const dryRun = values['dry-run'];
if (!dryRun && git('status', '--porcelain').trim()) {
  console.error('The working tree has uncommitted changes: commit or stash them first, so the prune can be undone.');
  process.exit(1);
}

const packageJson = JSON.parse(read('package.json'));
const keep = values.keep
  .split(',')
  .map((feature) => feature.trim())
  .filter(Boolean);
let plan;
try {
  plan = planPrune({ files, read, keep, packageJson });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
if (plan.errors.length) {
  console.error('These files would import what the prune removes, and are not in a folder it may shrink:');
  for (const { file, imports } of plan.errors) console.error(`  ${file}: ${imports.join(', ')}`);
  process.exit(1);
}

// The pictures of the stories that go.
const stories = plan.deleted.filter((file) => file.endsWith('.stories.tsx'));
const pictures = [];
for (const file of stories) {
  const csf = (await readCsf(file, { makeTitle: (title) => title })).parse();
  for (const story of csf.stories)
    if (existsSync(`__screenshots__/${pictureOf(story.id)}`)) pictures.push(`__screenshots__/${pictureOf(story.id)}`);
}

const count = (list) => list.length.toLocaleString('en');
console.log(
  `Kept: ${plan.kept.join(', ')}${plan.added.length ? ` (${plan.added.join(', ')}: needed by what you keep)` : ''}`,
);
console.log(`Removed features: ${plan.removedFeatures.join(', ') || 'none'}`);
console.log(`Removed demo-server domains: ${plan.removedDomains.join(', ') || 'none'}`);
console.log(`Removed translations (namespaces): ${plan.namespaces.join(', ') || 'none'}`);
console.log(`Removed dependencies: ${plan.packages.join(', ') || 'none'}`);
console.log(
  `Files removed: ${count(plan.deleted)}, pictures: ${count(pictures)}; entries cut from ${plan.cut.join(', ')}`,
);
if (dryRun) {
  console.log('\nFiles the prune would remove:');
  for (const file of plan.deleted) console.log(`  ${file}`);
  process.exit(0);
}

// 1. Cut the gather files, then remove the files (what the removed code says is read first, for 4).
const codeText = (list) =>
  list.filter((file) => codeFile.test(file) && !isTest(file)).map((file) => withoutComments(read(file)));
const removedTexts = codeText(plan.deleted);
for (const [file, text] of Object.entries(plan.cutTexts)) writeFileSync(file, text);
for (const file of [...plan.deleted, ...pictures]) rmSync(file, { force: true });
for (const dir of new Set([...plan.deleted, ...pictures].map((file) => dirname(file))))
  for (let at = dir; at !== '.' && existsSync(at) && !readdirSync(at).length; at = dirname(at)) rmdirSync(at);
// The stories that stay draw a different menu now: their pictures are not compared until recorded again.
rmSync('__screenshots__/platform.json', { force: true });

// 2. The docs' sections about what went.
for (const doc of ['docs/apps.md', 'docs/demo-api.md']) writeFileSync(doc, withoutSections(read(doc), plan));

// 3. The navbar search's pages: only those a screen that stays opens.
const screens = await withViteModule('/src/app/screens.ts', (m) => m.screens);
const leadsTo = await withViteModule('/src/app/landing.ts', (m) => m.leadsTo);
const searchFile = 'scripts/seed/search.mjs';
writeFileSync(
  searchFile,
  read(searchFile)
    .split('\n')
    .filter((line) => {
      const link = /^\s*page\('[^']*', '[^']*', '[^']*', '([^']*)'/.exec(line)?.[1];
      return !link || screens.some((screen) => leadsTo(screen, link));
    })
    .join('\n'),
);

// 4. In the shared namespaces, the words only removed code named (the cart's) and the menu's labels
// of the screens that went, in every language.
const keptTexts = codeText(files.filter((file) => existsSync(file)));
const menuWords = await withViteModule('/src/app/navigation.ts', (m) => m.menuWordsOf(m.navigation));
const locales = readdirSync('public/locales');
for (const namespace of sharedNamespaces) {
  const words = JSON.parse(read(`public/locales/en/${namespace}.json`));
  const paths = unusedWords(words, { removedTexts, keptTexts, menuWords });
  const labels = paths.filter((path) => path.startsWith('nav.'));
  const others = paths.filter((path) => !labels.includes(path));
  console.log(
    `Removed words of ${namespace}: ${[...others, ...(labels.length ? [`${labels.length} menu labels`] : [])].join(', ') || 'none'}`,
  );
  for (const locale of locales) {
    const file = `public/locales/${locale}/${namespace}.json`;
    writeFileSync(file, `${JSON.stringify(withoutWords(JSON.parse(read(file)), paths), null, 2)}\n`);
  }
}

// 5. Format what was cut, then regenerate what is derived: the seed data, the route list and the
// menu's icons, the API description and its tables.
for (const file of plan.cut) {
  const options = await prettier.resolveConfig(file);
  writeFileSync(file, await prettier.format(read(file), { ...options, filepath: file }));
}
run('npm', ['run', 'seed', '--silent']);
run('npm', ['run', 'routes', '--silent']);
run('npm', ['run', 'openapi', '--silent']);
if (plan.packages.length) run('npm', ['uninstall', '--no-audit', '--no-fund', ...plan.packages]);

console.log(`
Done: ${count(plan.deleted)} files removed. Next:
  git status                 what changed (git checkout . && npm install undoes it)
  npm test && npm run build  the starter type-checks, lints, passes its tests and builds
  npm run test:visual:update on CI's platform, to record the starter's pictures (compared again from then on)`);

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import globals from 'globals';
import { babelParse, traverse, types as t } from 'storybook/internal/babel';
import { loadCsf } from 'storybook/internal/csf-tools';
import { experimental_enrichCsf } from '@storybook/react/preset';
import { describe, expect, it } from 'vitest';
import { enrichSnippets, freeNames, metaProperty, snippetsIn } from './snippets';

const root = new URL('..', import.meta.url);
const files = readdirSync(new URL('src', root), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.stories.tsx'))
  .map((file) => `src/${file.replaceAll('\\', '/')}`)
  .sort();
const { dependencies } = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
  dependencies: Record<string, string>;
};

/** The framework's enricher as main.ts turns it on, with this project's after it. */
const framework = await experimental_enrichCsf(undefined, {
  presets: { apply: async (name: string) => (name === 'features' ? { experimentalCodeExamples: true } : undefined) },
} as never);
const enrich = enrichSnippets(framework);

/** Each story's "Show code" as the built Storybook has it: its snippet, or the meta's own code. */
async function snippetsOf(file: string): Promise<Record<string, string>> {
  const code = readFileSync(new URL(file, root), 'utf8');
  const parse = () => loadCsf(code, { fileName: file, makeTitle: (title?: string) => title ?? file }).parse();
  const [csf, csfSource] = [parse(), parse()];
  const before = csf._ast.program.body.length;
  await enrich(csf, csfSource);
  const snippets = Object.fromEntries(
    snippetsIn(csf._ast.program.body.slice(before)).map(({ story, property }) => [
      story,
      (property.node.value as t.StringLiteral).value,
    ]),
  );
  // A meta's own code stands for every story (the framework's snippets were removed).
  const own = metaProperty(csfSource, ['docs', 'source', 'code']);
  if (t.isStringLiteral(own)) for (const story of Object.keys(csf._stories)) snippets[story] ??= own.value;
  return snippets;
}

const allowedGlobals = new Set([...Object.keys(globals.builtin), ...Object.keys(globals.browser), 'React']);
const workbenchOnly = /^(storybook|@storybook\/|msw|@\/stories\/|@\/test\/|\.)/;

/** What is wrong with a snippet, as a developer pasting it would find out. */
function problems(snippet: string): string[] {
  let ast;
  try {
    ast = babelParse(snippet);
  } catch (error) {
    return [`does not parse: ${String(error)}\n${snippet}`];
  }
  const found: string[] = [];
  traverse(ast, {
    ImportDeclaration({ node }) {
      const source = node.source.value;
      if (workbenchOnly.test(source)) found.push(`imports the workbench's ${source}`);
      else if (source.startsWith('@/')) {
        const path = new URL(`src/${source.slice(2)}`, root);
        const exists = ['', '.ts', '.tsx', '/index.ts'].some((ending) => existsSync(`${path.pathname}${ending}`));
        if (!exists) found.push(`imports ${source}, which is not a file`);
      } else {
        const name = source.startsWith('@') ? source.split('/').slice(0, 2).join('/') : source.split('/')[0];
        if (!(name in dependencies)) found.push(`imports ${source}, which is not a dependency`);
      }
    },
  });
  for (const name of freeNames(snippet))
    if (!allowedGlobals.has(name)) found.push(`uses ${name} without importing or declaring it`);
  if (/\bplay\b\s*:|\bexpect\(|\bcanvasElement\b/.test(snippet)) found.push('holds test code');
  return [...new Set(found)];
}

describe.each(files)('%s', (file) => {
  it('gives every story a snippet that pastes: imports for what it uses, no workbench code', async () => {
    const snippets = await snippetsOf(file);
    // Only the workbench's own pages (the API reference) show no code.
    const hidden = Object.keys(snippets).length === 0;
    expect(hidden && !file.startsWith('src/stories/'), 'a component or screen shows its code').toBe(false);
    const wrong = Object.entries(snippets).flatMap(([story, snippet]) =>
      problems(snippet).map((problem) => `${story}: ${problem}`),
    );
    expect(wrong).toEqual([]);
  });
});

describe('the snippets a reviewer named', () => {
  it('prints the button as written, with only the props a story sets', async () => {
    const { Sizes } = await snippetsOf('src/ui/button/Button.stories.tsx');
    expect(Sizes).toMatch(/^import \{ Button(, \w+)* \} from '@\/ui';/);
    expect(Sizes).not.toMatch(/variant="solid"|loading=\{false\}|Row/);
  });

  it("keeps the data table's cell renderers", async () => {
    const { Playground } = await snippetsOf('src/ui/table/DataTable.stories.tsx');
    expect(Playground).toContain('cell: ({ row: { original: member } }) =>');
    expect(Playground).not.toContain('fn(');
  });

  it("gives a feature's component as itself, without the story's play function", async () => {
    const { MarkAndDismiss } = await snippetsOf('src/features/notifications/components/NotificationsMenu.stories.tsx');
    expect(MarkAndDismiss).toContain(
      "import { NotificationsMenu } from '@/features/notifications/components/NotificationsMenu';",
    );
    expect(MarkAndDismiss).toContain('<NotificationsMenu />');
    expect(MarkAndDismiss).toContain('AppProviders');
    expect(MarkAndDismiss).not.toContain('play');
  });

  it('gives the full app as the app, not its workbench stand-in', async () => {
    const { Admin } = await snippetsOf('src/stories/FullApp.stories.tsx');
    expect(Admin).toContain("import { App } from '@/app/App';");
    expect(Admin).not.toContain('@/stories');
  });
});

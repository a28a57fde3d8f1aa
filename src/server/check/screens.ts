import { parseAst, transformWithOxc } from 'vite';

/** A screen (a story file whose stories render a route) and the endpoints its stories list. */
export type Screen = { title: string; file: string; endpoints: string[] };

type Node = { type: string; start: number; end: number; [key: string]: unknown };
type Scope = Record<string, unknown>;

// Only the sources: the stories' modules would load every screen's components.
const sources = import.meta.glob<string>('/src/**/*.stories.tsx', { query: '?raw', import: 'default' });

/** The names an expression reads (not the keys of its objects, nor the properties it reads). */
function referenced(node: unknown, names = new Set<string>()): Set<string> {
  if (!node || typeof node !== 'object') return names;
  if (Array.isArray(node)) {
    for (const child of node) referenced(child, names);
    return names;
  }
  const n = node as Node;
  if (n.type === 'Identifier') names.add(n.name as string);
  else if (n.type === 'MemberExpression') {
    referenced(n.object, names);
    if (n.computed) referenced(n.property, names);
  } else if (n.type === 'Property') {
    if (n.computed) referenced(n.key, names);
    referenced(n.value, names);
  } else for (const [key, child] of Object.entries(n)) if (key !== 'type') referenced(child, names);
  return names;
}

const propertyOf = (object: Node | undefined, name: string) =>
  (object?.properties as Node[] | undefined)?.find(
    (p) => p.type === 'Property' && !p.computed && ((p.key as Node).name ?? (p.key as Node).value) === name,
  )?.value as Node | undefined;

/**
 * Reads one story file as Storybook would, without running its components: the meta's title and
 * the `route` and `endpoints` parameters of the meta and of each story, with the constants they
 * name (`cardEndpoints`, `meta.parameters.endpoints`) imported from the real modules and evaluated.
 */
export async function readStoryFile(file: string, source: string): Promise<Screen | undefined> {
  const { code } = await transformWithOxc(source, file, {
    lang: 'tsx',
    jsx: { runtime: 'automatic' },
    sourcemap: false,
  });
  const program = parseAst(code) as unknown as { body: Node[] };
  const text = (node: Node) => code.slice(node.start, node.end);

  const imports = new Map<string, { from: string; name: string }>();
  const declarations = new Map<string, Node>();
  const stories: Node[] = [];
  let metaNode: Node | undefined;
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') {
      const from = (statement.source as Node).value as string;
      // As Vite resolves them here: relative to the story, `@/` (tsconfig's alias) from src/.
      const resolved = from.startsWith('.')
        ? new URL(from, `file://${file}`).pathname
        : from.startsWith('@/')
          ? `/src/${from.slice(2)}`
          : from;
      for (const s of statement.specifiers as Node[])
        imports.set((s.local as Node).name as string, {
          from: resolved,
          name:
            s.type === 'ImportDefaultSpecifier'
              ? 'default'
              : s.type === 'ImportNamespaceSpecifier'
                ? '*'
                : ((s.imported as Node).name as string),
        });
    }
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (declaration?.type === 'VariableDeclaration')
      for (const d of declaration.declarations as Node[]) {
        if ((d.id as Node).type !== 'Identifier' || !d.init) continue;
        declarations.set((d.id as Node).name as string, d.init as Node);
        if (statement.type === 'ExportNamedDeclaration' && (d.init as Node).type === 'ObjectExpression')
          stories.push(d.init as Node);
      }
    if (statement.type === 'ExportDefaultDeclaration') {
      const value = statement.declaration as Node;
      metaNode = value.type === 'Identifier' ? declarations.get(value.name as string) : value;
    }
  }
  if (metaNode?.type !== 'ObjectExpression') return undefined;

  const values = new Map<string, unknown>();
  const resolve = async (name: string): Promise<unknown> => {
    if (values.has(name)) return values.get(name);
    let value: unknown;
    const imported = imports.get(name);
    const declared = declarations.get(name);
    if (imported) {
      const module = (await import(/* @vite-ignore */ imported.from)) as Scope;
      value = imported.name === '*' ? module : module[imported.name];
    } else if (declared === metaNode)
      value = { title: await evaluate(propertyOf(metaNode, 'title')), parameters: await parameters(metaNode) };
    else if (declared) value = await evaluate(declared);
    else return undefined;
    values.set(name, value);
    return value;
  };
  const evaluate = async (node: Node | undefined): Promise<unknown> => {
    if (!node) return undefined;
    const scope: Scope = {};
    for (const name of referenced(node))
      if (imports.has(name) || declarations.has(name)) scope[name] = await resolve(name);
    return new Function(...Object.keys(scope), `return (${text(node)});`)(...Object.values(scope));
  };
  // The parameters that matter here, leaving out the rest (MSW handlers, decorators' settings).
  const parameters = async (story: Node): Promise<Scope> => {
    const node = propertyOf(story, 'parameters');
    if (node?.type !== 'ObjectExpression') return ((await evaluate(node)) as Scope | undefined) ?? {};
    const out: Scope = {};
    for (const p of node.properties as Node[]) {
      if (p.type === 'SpreadElement') Object.assign(out, await evaluate(p.argument as Node));
      else if (['route', 'endpoints'].includes(((p.key as Node).name ?? (p.key as Node).value) as string))
        out[((p.key as Node).name ?? (p.key as Node).value) as string] = await evaluate(p.value as Node);
    }
    return out;
  };

  const all = [await parameters(metaNode), ...(await Promise.all(stories.map(parameters)))];
  if (!all.some((p) => typeof p.route === 'string')) return undefined;
  const endpoints = [...new Set(all.flatMap((p) => (Array.isArray(p.endpoints) ? (p.endpoints as string[]) : [])))];
  const title = (await evaluate(propertyOf(metaNode, 'title'))) as string | undefined;
  return { title: title ?? file, file, endpoints };
}

/** Every screen's story file, by title, with the endpoints its stories list. */
export async function readScreens(): Promise<Screen[]> {
  const screens: Screen[] = [];
  for (const [file, load] of Object.entries(sources)) {
    const source = await load();
    // A screen's story names its route; the other stories are not read.
    if (!/\broute\s*:/.test(source)) continue;
    const screen = await readStoryFile(file, source).catch((error: Error) => {
      throw new Error(`${file}: the stories' endpoints could not be read (${error.message})`);
    });
    if (screen) screens.push(screen);
  }
  return screens.sort((a, b) => a.title.localeCompare(b.title));
}

import type { NodePath } from 'storybook/internal/babel';
import { babelParse, traverse, types as t } from 'storybook/internal/babel';
import type { CsfFile } from 'storybook/internal/csf-tools';

/** What Storybook runs on each story file's CSF as it compiles it (`experimental_enrichCsf`). */
type Enricher = (csf: CsfFile, csfSource: CsfFile) => Promise<void>;

/**
 * The docs pages' "Show code", as a developer pastes it. Storybook (`experimentalCodeExamples` in
 * main.ts) writes each story's snippet at build time from its source: the story's render with its
 * args put in, or the component with its args. This chains onto it and adds what the snippet needs
 * from the story file, so it runs in a product as it is:
 * - the story file's import lines for each name it uses (story files import by `@/` path, a lint
 *   rule), any path into the kit given as its public entry, `@/ui`;
 * - the story file's own declarations it uses (a table's columns with their cell renderers, sample
 *   rows, a wrapper that holds state), themselves with what they use, in the file's order;
 * - a plain arrow in place of the `fn()` spy a story passes to watch a handler;
 * - for a screen (anything from `@/features` or `@/app`), where it runs: inside the app's providers,
 *   at its route.
 * A file whose meta gives `docs.source.code` keeps it for every story (the full app, drawn by a
 * workbench stand-in). `snippets.test.ts` builds every snippet and checks that each one parses and
 * names nothing it does not import or declare.
 */
export const enrichSnippets =
  (previous: Enricher | undefined): Enricher =>
  async (csf, csfSource) => {
    const before = csf._ast.program.body.length;
    await previous?.(csf, csfSource);
    // A meta's own code stands for each story; a workbench page with nothing to copy shows none.
    const ownCode =
      metaProperty(csfSource, ['docs', 'source', 'code']) !== undefined ||
      t.isStringLiteral(metaProperty(csfSource, ['docs', 'canvas', 'sourceState']), { value: 'none' });
    const declared = declarationsOf(csfSource._ast.program);
    for (const { story, property } of snippetsIn(csf._ast.program.body.slice(before))) {
      if (ownCode) {
        property.remove();
        continue;
      }
      const literal = property.node.value as t.StringLiteral;
      try {
        literal.value = withImports(csfSource, declared, story, literal.value);
      } catch (error) {
        // The framework writes its own failure to make a snippet as the snippet: this says what else failed.
        literal.value = `${literal.value}\n/* ${String(error)} */`;
      }
    }
  };

/** The snippets (`docs.source.code`) the framework's enricher wrote in the statements it added. */
export function snippetsIn(statements: t.Statement[]): { story: string; property: NodePath<t.ObjectProperty> }[] {
  const found: { story: string; property: NodePath<t.ObjectProperty> }[] = [];
  for (const statement of statements) {
    // `Variants.parameters = {…}`
    if (!t.isExpressionStatement(statement) || !t.isAssignmentExpression(statement.expression)) continue;
    let target: t.Node = statement.expression.left;
    while (t.isMemberExpression(target)) target = target.object;
    if (!t.isIdentifier(target)) continue;
    const story = target.name;
    traverse(t.file(t.program([statement])), {
      ObjectProperty(property) {
        const { key, value } = property.node;
        if (t.isIdentifier(key, { name: 'code' }) && t.isStringLiteral(value)) found.push({ story, property });
      },
    });
  }
  return found;
}

/** A story file's top-level declarations by name: what a snippet may take from it. */
function declarationsOf(program: t.Program): Map<string, t.Statement> {
  const declared = new Map<string, t.Statement>();
  for (const statement of program.body) {
    const declaration = t.isExportNamedDeclaration(statement) ? statement.declaration : statement;
    if (t.isVariableDeclaration(declaration)) {
      for (const { id } of declaration.declarations) if (t.isIdentifier(id)) declared.set(id.name, statement);
    } else if (
      (t.isFunctionDeclaration(declaration) ||
        t.isClassDeclaration(declaration) ||
        t.isTSTypeAliasDeclaration(declaration) ||
        t.isTSInterfaceDeclaration(declaration) ||
        t.isTSEnumDeclaration(declaration)) &&
      declaration.id
    ) {
      declared.set(declaration.id.name, statement);
    }
  }
  return declared;
}

/** A story's snippet with the imports and declarations of its file (`declared`, once per file) that it uses. */
function withImports(csf: CsfFile, declared: Map<string, t.Statement>, story: string, snippet: string): string {
  const text = csf._file.code;
  const imports = csf._ast.program.body.filter((statement) => t.isImportDeclaration(statement));
  const code = withoutSpies(snippet.trim());
  const metaOrStory = (name: string) => name in csf._stories || name === 'meta' || name === 'Story';

  const needed = new Set<string>();
  const locals = new Set<t.Statement>();
  const visit = (source: string) => {
    for (const name of freeNames(source)) {
      if (needed.has(name) || name === story) continue;
      needed.add(name);
      const statement = declared.get(name);
      if (!statement || metaOrStory(name) || locals.has(statement)) continue;
      locals.add(statement);
      visit(withoutSpies(declarationText(text, statement)));
    }
  };
  visit(code);

  // The file's import lines, in its order, with the names the snippet uses.
  const bySource = new Map<string, string[]>();
  for (const declaration of imports)
    for (const specifier of declaration.specifiers) {
      if (!needed.has(specifier.local.name)) continue;
      const source = declaration.source.value.startsWith('@/ui/') ? '@/ui' : declaration.source.value;
      bySource.set(source, [...(bySource.get(source) ?? []), specifierText(declaration, specifier)]);
    }
  const importLines = [...bySource].map(([source, specifiers]) => {
    const whole = specifiers.filter((specifier) => !specifier.startsWith('{'));
    const named = specifiers
      .filter((specifier) => specifier.startsWith('{'))
      .map((specifier) => specifier.slice(1, -1));
    const parts = [...whole, ...(named.length > 0 ? [`{ ${named.join(', ')} }`] : [])];
    return `import ${parts.join(', ')} from '${source}';`;
  });
  const definitions = [...locals]
    .sort((a, b) => (a.start ?? 0) - (b.start ?? 0))
    .map((statement) => withoutSpies(declarationText(text, statement)));
  const screen = [...bySource.keys()].some((source) => source.startsWith('@/features/') || source.startsWith('@/app/'));
  const where = screen ? [screenNote(csf, story)] : [];
  return `${[importLines.join('\n'), ...where, ...definitions, code].filter(Boolean).join('\n\n')}\n`;
}

/** A handler a story watches with `fn()` is, in a product, a function of its own. */
const withoutSpies = (code: string): string => code.replace(/\bfn\(\)/g, '() => {}');

/** `Button`, `{ Button }`, `{ type Member }`, `{ DataTable as Table }`, `* as icons`. */
function specifierText(declaration: t.ImportDeclaration, specifier: t.ImportDeclaration['specifiers'][number]): string {
  const local = specifier.local.name;
  if (t.isImportDefaultSpecifier(specifier)) return local;
  if (t.isImportNamespaceSpecifier(specifier)) return `* as ${local}`;
  const name = t.isIdentifier(specifier.imported) ? specifier.imported.name : specifier.imported.value;
  const type = declaration.importKind === 'type' || specifier.importKind === 'type' ? 'type ' : '';
  return `{${type}${name === local ? name : `${name} as ${local}`}}`;
}

/** A declaration as its file wrote it, with its comment, without `export`. */
function declarationText(text: string, statement: t.Statement): string {
  const node = t.isExportNamedDeclaration(statement) && statement.declaration ? statement.declaration : statement;
  const start = statement.leadingComments?.[0]?.start ?? node.start ?? 0;
  const comment = statement.leadingComments?.length ? `${text.slice(start, statement.start ?? start)}` : '';
  return `${comment}${text.slice(node.start ?? 0, node.end ?? 0)}`.trim();
}

/**
 * The names a piece of code uses (values, components and types) without declaring them; the
 * language's own globals are left to the reader (`Math`, `Omit`).
 */
export function freeNames(source: string): Set<string> {
  const names = new Set<string>();
  const types = new Set<string>();
  const add = (path: NodePath, name: string) => {
    if (!path.scope.hasBinding(name, { noGlobals: true })) names.add(name);
  };
  const leftmost = (name: t.TSEntityName): t.Identifier | undefined => {
    while (t.isTSQualifiedName(name)) name = name.left;
    return t.isIdentifier(name) ? name : undefined;
  };
  traverse(babelParse(source), {
    ReferencedIdentifier(path: NodePath<t.Identifier | t.JSXIdentifier>) {
      const { node, parent } = path;
      if (t.isJSXIdentifier(node) && !/^[A-Z]/.test(node.name)) return;
      if (t.isJSXMemberExpression(parent) && parent.property === node) return;
      // A type's names are read below: a parameter's name in a function type is not a reference.
      if (path.findParent((ancestor) => ancestor.isTSType() || ancestor.isTSEntityName?.())) return;
      add(path, node.name);
    },
    TSTypeReference(path) {
      const name = leftmost(path.node.typeName);
      if (name && name.name !== 'const') add(path, name.name);
    },
    TSTypeQuery(path) {
      const name = t.isTSImportType(path.node.exprName) ? undefined : leftmost(path.node.exprName);
      if (name) add(path, name.name);
    },
    'TSTypeAliasDeclaration|TSInterfaceDeclaration|TSEnumDeclaration'(path: NodePath) {
      const { id } = path.node as t.TSTypeAliasDeclaration;
      types.add(id.name);
    },
    TSTypeParameter(path) {
      types.add(path.node.name);
    },
  });
  for (const name of types) names.delete(name);
  for (const name of typeGlobals) names.delete(name);
  return names;
}

/** TypeScript's own types, which no file imports. */
const typeGlobals = [
  'Awaited',
  'Exclude',
  'Extract',
  'NonNullable',
  'Omit',
  'Parameters',
  'Partial',
  'Pick',
  'Readonly',
  'ReadonlyArray',
  'ReadonlyMap',
  'ReadonlySet',
  'Record',
  'Required',
  'ReturnType',
];

/** The value of a literal path in the file's meta parameters (`['docs', 'source', 'code']`), if set. */
export function metaProperty(csf: CsfFile, path: string[]): t.Node | undefined {
  return propertyAt(csf._metaAnnotations.parameters, path);
}

function propertyAt(node: t.Node | undefined, path: string[]): t.Node | undefined {
  if (path.length === 0) return node;
  if (!t.isObjectExpression(node)) return undefined;
  const [key, ...rest] = path;
  for (const property of node.properties)
    if (
      t.isObjectProperty(property) &&
      (t.isIdentifier(property.key, { name: key }) || t.isStringLiteral(property.key, { value: key }))
    )
      return propertyAt(property.value, rest);
  return undefined;
}

/** Where a screen runs in the app: inside its providers, at the story's route when the file names one. */
function screenNote(csf: CsfFile, story: string): string {
  const route = [csf._storyAnnotations[story]?.parameters, csf._metaAnnotations.parameters]
    .map((parameters) => propertyAt(parameters, ['route']))
    .find((value) => value !== undefined);
  const path = t.isStringLiteral(route) ? ` at ${route.value.split('?')[0]}` : '';
  return `// In the app${path}, this renders inside AppProviders (src/app/providers.tsx).`;
}

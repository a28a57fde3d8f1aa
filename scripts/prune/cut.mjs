// Cuts out of a gather file (scripts/prune/plan.mjs, `gatherFiles`) what it takes from removed
// modules, on its syntax tree (TypeScript's parser), so the file stays valid code: the imports of
// those modules, and each list entry, object property, JSX element or statement that names what
// they exported, imports them lazily, or names a removed file (`'products.json': …`). Imports and
// top-level constants left unused afterwards go as well.
import ts from 'typescript';

const parse = (file, text) =>
  ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    /\.(mjs|js)$/.test(file) ? ts.ScriptKind.JS : file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );

/** Whether `node` is a name being declared or a member's name, not a use of a binding. */
function isNameOnly(node) {
  const parent = node.parent;
  return (
    ((ts.isPropertyAssignment(parent) ||
      ts.isPropertyAccessExpression(parent) ||
      ts.isPropertySignature(parent) ||
      ts.isMethodDeclaration(parent) ||
      ts.isVariableDeclaration(parent) ||
      ts.isFunctionDeclaration(parent) ||
      ts.isParameter(parent) ||
      ts.isImportSpecifier(parent) ||
      ts.isImportClause(parent) ||
      ts.isNamespaceImport(parent) ||
      ts.isJsxAttribute(parent)) &&
      parent.name === node) ||
    (ts.isQualifiedName(parent) && parent.right === node)
  );
}

/** A list's element, or the row of a table (a list of lists or objects) that holds it. */
function rowOf(entry) {
  let row = entry;
  while (ts.isArrayLiteralExpression(row.parent.parent) && row.parent.parent.elements.includes(row.parent))
    row = row.parent;
  return row;
}

/** The entry that holds `node`: the list element or table row, property, JSX child or statement to cut. */
function entryOf(node) {
  for (let current = node; current.parent; current = current.parent) {
    const parent = current.parent;
    if (ts.isArrayLiteralExpression(parent) && parent.elements.includes(current)) return rowOf(current);
    if (ts.isObjectLiteralExpression(parent) && parent.properties.includes(current)) return rowOf(current);
    if ((ts.isJsxElement(parent) || ts.isJsxFragment(parent)) && parent.children.includes(current)) return current;
    if ((ts.isSourceFile(parent) || ts.isBlock(parent)) && parent.statements.includes(current)) return current;
  }
  throw new Error(`nothing to cut around ${node.getText()}`);
}

/** Removes the nodes' text (with their leading comments, a list's trailing comma, and the lines they filled). */
function without(text, source, nodes) {
  const ranges = nodes
    .map((node) => {
      let start = source.statements[0] === node ? node.getStart(source) : node.getFullStart();
      let end = node.getEnd();
      const comma = /^\s*,/.exec(text.slice(end));
      if (comma && !ts.isSourceFile(node.parent) && !ts.isBlock(node.parent)) end += comma[0].length;
      // A blank line before the entry separates it from what precedes: it stays, for what follows.
      const blank = /^\n[ \t]*\n/.exec(text.slice(start));
      if (blank) start += blank[0].length;
      const lineStart = text.lastIndexOf('\n', start - 1) + 1;
      const restOfLine = /^[ \t]*(\n|$)/.exec(text.slice(end));
      if (/^[ \t]*$/.test(text.slice(lineStart, start)) && restOfLine) {
        start = lineStart;
        end += restOfLine[0].length;
      }
      return [start, end];
    })
    .sort((a, b) => a[0] - b[0]);
  let out = '';
  let at = 0;
  for (const [start, end] of ranges) {
    if (start < at) continue; // inside a range already cut
    out += text.slice(at, start);
    at = end;
  }
  out += text.slice(at);
  return out.replace(/\n{3,}/g, '\n\n').replace(/^\n+/, '');
}

/** The identifiers used in `source`, as names of bindings (not member names or declarations). */
function usedNames(source) {
  const used = new Map();
  const visit = (node) => {
    if (ts.isIdentifier(node) && !isNameOnly(node)) used.set(node.text, (used.get(node.text) ?? 0) + 1);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return used;
}

/** Imports and unexported top-level constants nothing uses any more, until none is left. */
function dropUnused(file, text) {
  for (;;) {
    const source = parse(file, text);
    const used = usedNames(source);
    const cuts = [];
    let rewritten = text;
    for (const statement of source.statements) {
      if (ts.isImportDeclaration(statement) && statement.importClause) {
        const clause = statement.importClause;
        const named = clause.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings : null;
        const bound = [
          clause.name,
          clause.namedBindings && ts.isNamespaceImport(clause.namedBindings) ? clause.namedBindings.name : null,
          ...(named?.elements.map((element) => element.name) ?? []),
        ].filter(Boolean);
        const unused = bound.filter((name) => !used.has(name.text));
        if (!unused.length) continue;
        if (unused.length === bound.length) cuts.push(statement);
        else if (named && !clause.name) {
          const kept = named.elements.filter((element) => used.has(element.name.text)).map((e) => e.getText(source));
          rewritten = rewritten.replace(named.getText(source), `{ ${kept.join(', ')} }`);
        }
      } else if (
        ts.isVariableStatement(statement) &&
        !statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) &&
        statement.declarationList.declarations.every((d) => ts.isIdentifier(d.name) && !used.has(d.name.text))
      )
        cuts.push(statement);
    }
    if (rewritten !== text) {
      text = rewritten;
      continue;
    }
    if (!cuts.length) return text;
    text = without(text, source, cuts);
  }
}

/**
 * @param {string} file its path, for the parser's dialect (TS, TSX, JS)
 * @param {string} text
 * @param {(specifier: string) => boolean} isRemoved whether an import specifier leads to a removed file
 * @param {string[]} removedNames the keys whose entries go: removed domains (`cards: […]`), seed files (`'products.json'`)
 */
export function cutGatherFile(file, text, isRemoved, removedNames = []) {
  const source = parse(file, text);
  const names = new Set();
  const cuts = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !isRemoved(statement.moduleSpecifier.text)) continue;
    cuts.push(statement);
    const clause = statement.importClause;
    if (clause?.name) names.add(clause.name.text);
    const bindings = clause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) names.add(bindings.name.text);
    if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) names.add(element.name.text);
  }
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) return;
    const lazy =
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      ts.isStringLiteralLike(node.arguments[0]) &&
      isRemoved(node.arguments[0].text);
    const named = ts.isIdentifier(node) && names.has(node.text) && !isNameOnly(node);
    const keyed =
      ts.isPropertyAssignment(node) &&
      (ts.isStringLiteralLike(node.name) || ts.isIdentifier(node.name)) &&
      removedNames.includes(node.name.text);
    if (lazy || named || keyed) cuts.push(entryOf(node));
    else ts.forEachChild(node, visit);
  };
  visit(source);
  if (!cuts.length) return text;
  return dropUnused(file, without(text, source, cuts));
}

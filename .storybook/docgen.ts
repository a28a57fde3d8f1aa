import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  builtinHandlers,
  builtinResolvers,
  ERROR_CODES,
  makeFsImporter,
  parse,
  utils,
  type Handler,
} from 'react-docgen';
import type { Plugin } from 'vite';

/*
 * The props tables and controls come from react-docgen, run as Storybook's `reactDocgen: 'react-docgen'`
 * runs it, with one difference: a prop's type imported from a package is not looked up. Storybook's
 * plugin parses the package's bundled JavaScript for it, anew for every file, and finds nothing (a
 * bundle holds no types): each component with a lucide-react icon prop parsed lucide's whole bundle
 * (0.7–1 s), the chart components theirs. Over src's 1,585 modules that made docgen 19.0 s
 * against 5.8 s here, with the same output for every file, on the one thread that serves the dev
 * Storybook's modules (docs/benchmarks.md, "Dev Storybook").
 */

const resolver = new builtinResolvers.FindExportedDefinitionsResolver();

/** The name of the binding that holds the component, where Storybook reads `__docgenInfo` from. */
const bindingName: Handler = (documentation, definition) => {
  documentation.set('definedInFile', definition.hub.file.opts.filename);
  if ((definition.isClassDeclaration() || definition.isFunctionDeclaration()) && definition.node.id) {
    documentation.set('actualName', definition.node.id.name);
    return;
  }
  if (
    !definition.isArrowFunctionExpression() &&
    !definition.isFunctionExpression() &&
    !utils.isReactForwardRefCall(definition)
  )
    return;
  for (let path = definition.parentPath; path; path = path.parentPath) {
    if (path.isVariableDeclarator()) {
      documentation.set('actualName', utils.getNameOrValue(path.get('id')));
      return;
    }
    const left = path.isAssignmentExpression() ? path.get('left') : undefined;
    if (left?.isIdentifier() || left?.isLiteral()) {
      documentation.set('actualName', utils.getNameOrValue(left));
      return;
    }
  }
};
const handlers = [...Object.values(builtinHandlers), bindingName];

const scripts = /\.(mjs|tsx?|jsx?)$/;
const moduleEndings = ['', '.tsx', '.ts', '/index.tsx', '/index.ts'];

export function projectDocgen(): Plugin {
  /** A relative import's module; a package's (and, as with Storybook's, an `@/` one) is left as named. */
  const lookup = (source: string, basedir: string) => {
    const base = source.startsWith('.') ? resolve(basedir, source) : undefined;
    const file =
      base &&
      moduleEndings
        .map((ending) => base + ending)
        .find((path) => scripts.test(path) && existsSync(path) && statSync(path).isFile());
    if (file) return file;
    throw Object.assign(new Error(`${source} is not looked up`), { code: 'MODULE_NOT_FOUND' });
  };
  return {
    name: 'project-docgen',
    enforce: 'pre',
    transform(code, id) {
      if (!scripts.test(id) || id.includes('/node_modules/')) return;
      try {
        // A new importer per file, as Storybook's: its cache would keep a module's old types after an edit.
        const found = parse(code, { resolver, handlers, importer: makeFsImporter(lookup), filename: id });
        const assignments = found.flatMap(({ actualName, definedInFile, ...info }) =>
          actualName && definedInFile === id ? [`;${String(actualName)}.__docgenInfo=${JSON.stringify(info)}`] : [],
        );
        // Appended after the last line, so the source map is unchanged.
        return assignments.length > 0 ? { code: code + assignments.join(''), map: null } : undefined;
      } catch (error) {
        if ((error as { code?: string }).code === ERROR_CODES.MISSING_DEFINITION) return;
        throw error;
      }
    },
  };
}

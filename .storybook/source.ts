import type { StoryContext } from '@storybook/react-vite';
import * as kit from '../src/ui';

// A snippet is the story's rendered JSX: what it can name from the kit is its components.
const kitNames = Object.keys(kit).filter((name) => /^[A-Z]/.test(name));

/** `./src/features/users/pages/UsersListPage.stories.tsx` → `@/features/users/pages/UsersListPage`. */
const moduleOf = (fileName: string): string => fileName.replace(/^\.\/src\//, '@/').replace(/\.stories\.tsx?$/, '');

const used = (code: string, name: string): boolean => new RegExp(`<${name}\\b`).test(code);

/**
 * The docs pages' snippets as a developer copies them: the import lines first (the kit's public
 * entry for what it exports, the component's own module otherwise), a plain arrow where Storybook
 * prints its placeholder for a function argument, and for a screen a note of what surrounds it in
 * the app (its docs page spells that out under "To run this screen in a product").
 */
export function withImports(code: string, { component, parameters }: StoryContext): string {
  // Storybook may pass a snippet through twice (when it is first rendered and when its args change).
  if (code.startsWith('import ')) return code;
  const body = code.replaceAll('function noRefCheck() {}', '() => {}');
  const fromKit = kitNames.filter((name) => used(body, name));
  const lines = fromKit.length > 0 ? [`import { ${fromKit.join(', ')} } from '@/ui';`] : [];
  const name = (component as { displayName?: string; name?: string } | undefined)?.displayName ?? component?.name;
  const fileName = typeof parameters.fileName === 'string' ? parameters.fileName : undefined;
  if (name && fileName && !fromKit.includes(name) && used(body, name)) {
    lines.push(`import { ${name} } from '${moduleOf(fileName)}';`);
  }
  const route = parameters.route;
  if (typeof route === 'string') {
    lines.push(
      '',
      `// In the app: the route ${route.split('?')[0]} renders this inside AppProviders (src/app/providers).`,
    );
  }
  return lines.length > 0 ? `${lines.join('\n')}\n\n${body}` : body;
}

import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { screens } from '../screens';
import { menuIconsFile, routesFile } from './routesFile';

describe('the screens’ declarations', () => {
  it('are listed in docs/routes.txt (`npm run routes` writes it)', async () => {
    await expect(routesFile(screens)).toMatchFileSnapshot('../../../docs/routes.txt');
  });

  it('name the menu’s icons, and only those, in src/app/layouts/menuIcons.ts (`npm run routes` writes it)', async () => {
    await expect(menuIconsFile(screens)).toMatchFileSnapshot('../layouts/menuIcons.ts');
  });

  it('each have a path of their own', () => {
    const paths = screens.map((screen) => screen.path);
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
  });

  it.each(screens.filter((screen) => screen.path.includes(':')).map((screen) => [screen.path, screen] as const))(
    '%s gives examples of its path',
    (path, screen) => {
      expect(screen.examples?.length).toBeGreaterThan(0);
      for (const example of screen.examples ?? []) expect(matchPath(path, example), example).not.toBeNull();
    },
  );
});

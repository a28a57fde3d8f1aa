import { describe, expect, it } from 'vitest';
import { contract } from './contract';
import { readScreens, readStoryFile } from './screens';

describe("the screens' endpoints, read from their stories", () => {
  it('reads literal lists, constants from real modules and lists built from the meta', async () => {
    const source = `
      import { authPaths } from '@/lib/api/paths/auth';
      const meta = {
        title: 'Fixture/Sign-in',
        parameters: { layout: 'fullscreen', route: '/login', endpoints: ['POST /jwt/login'] },
      };
      export default meta;
      export const Literal = { parameters: { endpoints: ['GET /api/auth/me'] } };
      export const Imported = { parameters: { endpoints: [\`POST \${authPaths.logout}\`] } };
      export const FromTheMeta = { parameters: { endpoints: [...meta.parameters.endpoints, 'POST /jwt/refresh-token'] } };
    `;
    const screen = await readStoryFile('/src/fixture.stories.tsx', source);
    expect(screen).toEqual({
      title: 'Fixture/Sign-in',
      file: '/src/fixture.stories.tsx',
      endpoints: ['POST /jwt/login', 'GET /api/auth/me', 'POST /jwt/logout', 'POST /jwt/refresh-token'],
    });
    // Stories without a route are components, not screens.
    expect(
      await readStoryFile('/src/plain.stories.tsx', `export default { title: 'Plain' }; export const A = {};`),
    ).toBe(undefined);
  });

  it('every endpoint a screen lists is in the contract', async () => {
    const keys = new Set(contract.map((e) => e.key));
    const listed = (await readScreens()).flatMap((s) => s.endpoints.map((endpoint) => `${s.title}: ${endpoint}`));
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.filter((entry) => !keys.has(entry.slice(entry.indexOf(': ') + 2)))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { cardEndpoints } from '@/stories/support/cardStories';
import { contract } from './contract';
import { readScreens } from './screens';

describe("the screens' endpoints, read from their stories", () => {
  it('reads literal lists, shared constants and lists built from the meta, by story title', async () => {
    const screens = await readScreens();
    const endpointsOf = (title: string) => screens.find((s) => s.title === title)?.endpoints;
    expect(endpointsOf('Apps & pages/Invoice/List')).toEqual([
      'GET /apps/invoice/invoices',
      'DELETE /apps/invoice/delete',
    ]);
    // `endpoints: cardEndpoints`, imported from src/stories/support.
    expect(endpointsOf('Dashboards/E-commerce')).toEqual(cardEndpoints);
    // A story's own `[...meta.parameters.endpoints, ...cardEndpoints]` adds to the meta's.
    expect(endpointsOf('Pages/Sign up')).toEqual(['POST /jwt/register', ...cardEndpoints]);
    // Stories without a route are components, not screens.
    expect(screens.some((s) => s.file.endsWith('/ui/button/Button.stories.tsx'))).toBe(false);
  });

  it('every endpoint a screen lists is in the contract', async () => {
    const keys = new Set(contract.map((e) => e.key));
    const listed = (await readScreens()).flatMap((s) => s.endpoints.map((endpoint) => `${s.title}: ${endpoint}`));
    expect(listed.length).toBeGreaterThan(100);
    expect(listed.filter((entry) => !keys.has(entry.slice(entry.indexOf(': ') + 2)))).toEqual([]);
  });
});

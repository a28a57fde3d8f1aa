import type * as Abilities from './ability';

let abilities: Promise<typeof Abilities> | undefined;

/**
 * The abilities' code (CASL, 6 KB gzip), which comes with the first signed-in user: the pages of a
 * visitor who is signed out (sign-in, registration) have no use for it. One promise, requested early
 * by the entry when a session is stored (src/app/landing.ts) and awaited by AuthProvider with `use`,
 * which knows it once it has settled. Free of React, so the entry may import it.
 */
export function loadAbilities(): Promise<typeof Abilities> {
  abilities ??= import('./ability');
  return abilities;
}

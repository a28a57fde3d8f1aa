// docs/routes.txt, as the scripts read it: every path of the app's screens (derived from their
// declarations by `npm run routes`), who may open it, and whether people land on it.
import { readFileSync } from 'node:fs';

/** `[{ path, who, signedIn, landing }]`: `signedIn` is false for the guest and public pages. */
export const routes = readFileSync(new URL('../docs/routes.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.startsWith('/'))
  .map((line) => {
    const [path, who, flag] = line.split(' ');
    return { path, who, signedIn: who !== 'guest' && who !== 'public', landing: flag === 'landing' };
  });

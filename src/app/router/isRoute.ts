import { matchRoutes } from 'react-router';
import { routes } from './routes';

// Matching walks and compiles the whole route table; the menu, bookmarks and search ask per link on
// every render, and the answer for a path never changes.
const known = new Map<string, boolean>();

/** Whether a path opens a real screen of the app (not the catch-all error page). */
export function isRoute(path: string): boolean {
  let answer = known.get(path);
  if (answer === undefined) {
    const matches = matchRoutes(routes, path) ?? [];
    answer = matches.length > 0 && matches.at(-1)!.route.path !== '*';
    known.set(path, answer);
  }
  return answer;
}

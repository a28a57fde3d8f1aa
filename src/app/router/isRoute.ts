import { matchRoutes } from 'react-router';
import { routes } from './routes';

/** Whether a path opens a real screen of the app (not the catch-all error page). */
export function isRoute(path: string): boolean {
  const matches = matchRoutes(routes, path) ?? [];
  return matches.length > 0 && matches.at(-1)!.route.path !== '*';
}

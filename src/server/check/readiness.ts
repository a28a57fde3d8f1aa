import type { Outcome } from './checker';
import { contract } from './contract';
import type { Screen } from './screens';

export type ScreenReadiness = {
  title: string;
  file: string;
  ready: boolean;
  passed: number;
  total: number;
  /** The endpoints that keep it from being ready: `fail`, `not checked (read-only)`, `not checked`, `not in the contract`. */
  missing: { endpoint: string; status: string }[];
};

/**
 * A screen is ready when every endpoint its stories list passed. With `--only`, the screens that
 * use none of the selected endpoints are left out, and their other endpoints count as not checked.
 */
const inContract = new Set(contract.map((endpoint) => endpoint.key));

const statusOf = (outcome: Outcome | undefined, endpoint: string) => {
  if (!outcome) return inContract.has(endpoint) ? 'not checked' : 'not in the contract';
  if (outcome.status !== 'skipped') return outcome.status;
  return outcome.notes.some((note) => note.includes('read-only')) ? 'not checked (read-only)' : 'not checked';
};

export function readiness(screens: Screen[], outcomes: Outcome[]) {
  const byKey = new Map(outcomes.map((outcome) => [outcome.key, outcome]));
  const shown = screens.filter((s) => s.endpoints.some((endpoint) => byKey.has(endpoint)));
  return {
    withoutEndpoints: screens.filter((s) => s.endpoints.length === 0).length,
    screens: shown.map((screen): ScreenReadiness => {
      const missing = screen.endpoints
        .map((endpoint) => ({ endpoint, status: statusOf(byKey.get(endpoint), endpoint) }))
        .filter(({ status }) => status !== 'pass');
      return {
        title: screen.title,
        file: screen.file,
        ready: missing.length === 0,
        passed: screen.endpoints.length - missing.length,
        total: screen.endpoints.length,
        missing,
      };
    }),
  };
}

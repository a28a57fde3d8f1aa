import type * as z from '@/lib/api/zod';
import type { Input } from './inputs';

/** One call of an endpoint and whether its answer kept to the contract. */
export type Check = { what: string; ok: boolean; problem?: string };

export type Outcome = {
  key: string;
  domain: string;
  tag: string;
  status: 'pass' | 'fail' | 'skipped';
  checks: Check[];
  /** Why it was skipped, or what was not checked. */
  notes: string[];
};

type Extra = { what: string; input: Input; status: number; token?: string | null };

/** How to check one endpoint (`check(key, plan)`). */
export type Plan = {
  /** The call that must succeed. Absent with `skip`: only the other calls are made. */
  valid?: Input;
  /** Why the valid call is not made (shown beside the result). */
  skip?: string;
  /** What the plan is built from; any of them missing (an earlier call failed) skips the endpoint. */
  needs?: Record<string, unknown>;
  /** The success status, when the contract documents more than one. */
  expect?: number;
  /** A narrower schema than the contract's for this call (a card by its name). */
  schema?: z.ZodMiniType;
  /** An invalid input of the plan's choosing, or `false` for none; by default one is derived. */
  invalid?: Input | false;
  /** Further calls with the status each must answer (an unknown id: 404). */
  also?: Extra[];
  /** Calls made after the valid one (a token used twice). */
  after?: Extra[];
  /** Another valid call of an endpoint whose refusals were checked already: the valid call alone. */
  repeat?: boolean;
  /** Whose token the calls carry (a user the check registered); the session's by default. */
  token?: string;
};

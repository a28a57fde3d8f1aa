import { authPaths } from '@/lib/api/paths/auth';
import { apiErrorBody } from '@/lib/api/schemas/common';
import { endpointAt, successOf, type ContractEndpoint } from './contract';
import { send, type Answer, type Method, type Request } from './http';
import { breakInput, fillPath, inputProblems, namesField, type Input } from './inputs';
import { schemaProblems } from './issues';
import type { Outcome, Plan } from './plan';

export type { Check, Outcome, Plan } from './plan';

export type CheckerOptions = {
  base: string;
  testServer: boolean;
  inScope: (endpoint: ContractEndpoint) => boolean;
};

const READ_ONLY = 'skipped (read-only: pass --test-server to check writes)';

const errorText = (body: unknown) => {
  const error = (body as { error?: unknown } | undefined)?.error;
  return typeof error === 'string' ? `: ${error.length > 80 ? `${error.slice(0, 80)}…` : error}` : '';
};

/**
 * Calls the endpoints of the contract and keeps what each answer showed. The domain flows
 * (./flows) decide the inputs and the order; this decides what is checked of each call.
 */
export class Checker {
  readonly outcomes = new Map<string, Outcome>();
  /** Records the check created and could not delete (the contract has no way to). */
  readonly leftBehind: string[] = [];
  private readonly restores: (() => Promise<unknown>)[] = [];
  session = { accessToken: '', refreshToken: '' };
  /** The endpoint being checked: where an error that stops a flow is reported. */
  private current?: string;

  constructor(readonly options: CheckerOptions) {}

  get testServer() {
    return this.options.testServer;
  }

  /** A call the check needs (setup, clean-up): never a write without `--test-server`. */
  async call(request: Request): Promise<Answer> {
    if (request.method !== 'GET' && !this.testServer && !isSessionCall(request))
      throw new Error(`refused ${request.method} ${request.path}: read-only`);
    return send(this.options.base, request, this.session.accessToken || undefined);
  }

  /** Runs `restore` after every flow, even a failed one: puts back what a check changed. */
  afterAll(restore: () => Promise<unknown>) {
    this.restores.push(restore);
  }

  /** A flow stopped on an error (the server closed the connection, an answer was not what the flow could use). */
  stopped(error: unknown) {
    const message =
      error instanceof Error
        ? error.cause instanceof Error
          ? `${error.message}: ${error.cause.message}`
          : error.message
        : String(error);
    if (this.current) this.record(this.current, 'the flow', `the check stopped here: ${message}`);
  }

  async restoreAll() {
    for (const restore of this.restores.splice(0).reverse()) await restore().catch(() => undefined);
  }

  private outcome(endpoint: ContractEndpoint): Outcome {
    let outcome = this.outcomes.get(endpoint.key);
    if (!outcome) {
      outcome = {
        key: endpoint.key,
        domain: endpoint.domain,
        tag: endpoint.tag,
        status: 'skipped',
        checks: [],
        notes: [],
      };
      this.outcomes.set(endpoint.key, outcome);
    }
    return outcome;
  }

  note(key: string, note: string) {
    const endpoint = endpointAt(key);
    if (!this.options.inScope(endpoint)) return;
    const { notes } = this.outcome(endpoint);
    if (!notes.includes(note)) notes.push(note);
  }

  /** Records a check of the flow's own making (the refresh flow's). */
  record(key: string, what: string, problem: string | undefined) {
    const endpoint = endpointAt(key);
    if (!this.options.inScope(endpoint)) return;
    const outcome = this.outcome(endpoint);
    outcome.checks.push(problem ? { what, ok: false, problem } : { what, ok: true });
    outcome.status = outcome.checks.some((check) => !check.ok) ? 'fail' : 'pass';
  }

  /**
   * Checks one endpoint as the plan says: without a token (401), with a forged one (401, reads
   * only), with an invalid input (400, naming the field), the plan's further calls, then the valid
   * call (its status and its answer against the contract's schema). Answers the valid call's body
   * when its status was right, for the flow's next steps.
   */
  async check<T = unknown>(key: string, plan: Plan): Promise<T | undefined> {
    const endpoint = endpointAt(key);
    const inScope = this.options.inScope(endpoint);
    this.current = key;
    if (endpoint.isWrite && !this.testServer) {
      if (inScope) this.note(key, READ_ONLY);
      return undefined;
    }
    const missing = Object.entries(plan.needs ?? {}).filter(([, value]) => value === undefined || value === null);
    if (missing.length > 0) {
      if (inScope) this.note(key, `not checked: needs ${missing.map(([what]) => what).join(' and ')}`);
      return undefined;
    }
    const request = (input: Input, token?: string | null): Request => ({
      method: endpoint.method.toUpperCase() as Method,
      path: fillPath(endpoint.path, input.params),
      query: input.query,
      body: input.body,
      token: token === undefined ? plan.token : token,
    });
    const success = plan.expect ?? successOf(endpoint);
    if (!inScope) {
      // Another domain's endpoint that this flow needs: called, not reported.
      if (!plan.valid) return undefined;
      const answer = await this.call(request(plan.valid));
      return answer.status === success ? (answer.body as T) : undefined;
    }

    const expectError = async (what: string, call: Request, statuses: number[], field?: string) => {
      const answer = await this.call(call);
      const label = statuses.join(' or ');
      if (!statuses.includes(answer.status))
        return this.record(key, what, `expected ${label} ${what}, got ${answer.status}${errorText(answer.body)}`);
      const problems = schemaProblems(apiErrorBody, answer.body);
      if (problems.length) return this.record(key, what, `${answer.status} answer ${what}: ${problems[0]}`);
      if (field && !namesField(answer.body, field))
        return this.record(key, what, `${answer.status} answer ${what} does not name the field ${field}`);
      this.record(key, what, undefined);
    };

    const probe = plan.repeat ? undefined : (plan.valid ?? plan.also?.[0]?.input);
    if (endpoint.isProtected && probe) {
      await expectError('without a token', request(probe, null), [401]);
      if (!endpoint.isWrite) await expectError('with a forged token', request(probe, FORGED_TOKEN), [401]);
    }
    if (!plan.repeat && plan.invalid !== false && endpoint.responses[400] && (plan.invalid || plan.valid)) {
      const given = plan.invalid;
      const broken = given
        ? { input: given, where: given.body !== undefined ? 'body' : given.query ? 'query' : 'path', field: undefined }
        : breakInput(endpoint, plan.valid!);
      if (broken) {
        const statuses = broken.where === 'path' && endpoint.responses[404] ? [400, 404] : [400];
        await expectError(`for invalid ${broken.where}`, request(broken.input), statuses, broken.field);
      }
    }
    for (const extra of plan.also ?? [])
      await expectError(extra.what, request(extra.input, extra.token), [extra.status]);
    if (plan.skip) this.note(key, plan.skip);
    if (!plan.valid) return undefined;

    const drift = inputProblems(endpoint, plan.valid);
    if (drift.length) {
      this.record(
        key,
        'valid call',
        `the check's own input is off the contract (src/server/check/flows): ${drift.join('; ')}`,
      );
      return undefined;
    }
    const answer = await this.call(request(plan.valid));
    if (answer.status !== success) {
      this.record(key, 'valid call', `expected ${success}, got ${answer.status}${errorText(answer.body)}`);
      return undefined;
    }
    const schema = plan.schema ?? endpoint.responses[success]?.schema;
    const problems = schema ? schemaProblems(schema, answer.body) : [];
    const shown = problems.slice(0, 3).join('; ') + (problems.length > 3 ? ` (and ${problems.length - 3} more)` : '');
    this.record(key, 'valid call', problems.length ? `${success} answer: ${shown}` : undefined);
    for (const extra of plan.after ?? [])
      await expectError(extra.what, request(extra.input, extra.token), [extra.status]);
    return answer.body as T;
  }
}

/** A well-formed JWT for user 1 that expires in 2100, signed with a key no server has. */
export const FORGED_TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxIiwia2luZCI6ImFjY2VzcyIsInR5cGUiOiJhY2Nlc3MiLCJleHAiOjQxMDI0NDQ4MDB9.' +
  'bm90IHRoZSBzZXJ2ZXIncyBzaWduYXR1cmUgYXQgYWxsLCBhdCBhbGw';

const isSessionCall = (request: Request) =>
  request.method === 'POST' && (request.path === authPaths.login || request.path === authPaths.refreshToken);

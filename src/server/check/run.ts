import { authPaths } from '@/lib/api/paths/auth';
import { Checker, type Outcome } from './checker';
import { contract, flowsToRun, knownSelections, selects } from './contract';
import { flows } from './flows';
import { readiness, type ScreenReadiness } from './readiness';
import { readScreens } from './screens';

export type ApiCheckOptions = {
  /** The server under check: `http://localhost:8787`. */
  url: string;
  email?: string;
  password?: string;
  /** Allows the writes: the check creates records of its own, changes them and deletes them. */
  testServer?: boolean;
  /** An endpoint tag or a demo-server domain (`contract.ts`, `selects`). */
  only?: string;
};

export type Report = {
  url: string;
  signedInAs: string;
  testServer: boolean;
  only?: string;
  /** Why the check could not sign in; nothing else was checked. */
  signIn?: string;
  endpoints: Outcome[];
  leftBehind: string[];
  screens: ScreenReadiness[];
  /** Screens whose stories list no endpoint: ready for any server. */
  screensWithoutEndpoints: number;
  summary: { pass: number; fail: number; skipped: number; screens: number; screensReady: number };
  ok: boolean;
};

export const DEMO_ADMIN = { email: 'admin@demo.com', password: 'admin' };

/** Calls every endpoint of the contract on `url` and says which keep to it, and which screens it can serve. */
export async function runApiCheck(options: ApiCheckOptions): Promise<Report> {
  const { url, email = DEMO_ADMIN.email, password = DEMO_ADMIN.password, testServer = false, only } = options;
  const inScope = selects(only);
  if (only && !contract.some(inScope))
    throw new Error(`--only ${only}: no endpoint has that tag or domain (one of: ${knownSelections().join(', ')})`);
  const t = new Checker({ base: url, testServer, inScope });

  const login = await t
    .call({ method: 'POST', path: authPaths.login, body: { email, password }, token: null })
    .catch((error: Error) => {
      throw new Error(`cannot reach ${url}: ${error.cause instanceof Error ? error.cause.message : error.message}`);
    });
  const tokens = login.body as { accessToken?: unknown; refreshToken?: unknown } | undefined;
  let signIn: string | undefined;
  if (login.status === 200 && typeof tokens?.accessToken === 'string' && typeof tokens.refreshToken === 'string')
    t.session = { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
  else signIn = `POST ${authPaths.login} as ${email} answered ${login.status}, without tokens`;

  if (!signIn) {
    const context = { email, password, stamp: Date.now().toString(36) };
    for (const flow of flowsToRun(flows, inScope)) {
      try {
        await flow.run(t, context);
      } catch (error) {
        t.stopped(error);
      }
    }
    await t.restoreAll();
  }

  const endpoints = contract.filter(inScope).map(
    (endpoint): Outcome =>
      t.outcomes.get(endpoint.key) ?? {
        key: endpoint.key,
        domain: endpoint.domain,
        tag: endpoint.tag,
        status: 'skipped',
        checks: [],
        notes: [signIn ? 'not checked: sign-in failed' : 'not checked'],
      },
  );
  const { screens, withoutEndpoints } = readiness(await readScreens(), endpoints);
  const count = (status: Outcome['status']) => endpoints.filter((e) => e.status === status).length;
  const summary = {
    pass: count('pass'),
    fail: count('fail'),
    skipped: count('skipped'),
    screens: screens.length,
    screensReady: screens.filter((s) => s.ready).length,
  };
  return {
    url,
    signedInAs: email,
    testServer,
    ...(only ? { only } : {}),
    ...(signIn ? { signIn } : {}),
    endpoints,
    leftBehind: t.leftBehind,
    screens,
    screensWithoutEndpoints: withoutEndpoints,
    summary,
    ok: !signIn && summary.fail === 0,
  };
}

import { Controls, Description, Primary, Stories, Subtitle, Title, useOf } from '@storybook/addon-docs/blocks';
import { matchRoutes } from 'react-router';
import { routes } from '../src/app/router/routes';
import { deepestHandle, type Access } from '../src/app/router/access';

const API_REFERENCE = './?path=/docs/demo-server-api-reference--docs';

const sessions: Record<string, string> = {
  admin: 'the demo admin (every ability)',
  client: 'the demo client (reads dashboards and its own pages)',
};

function describeAccess(access: Access | undefined): string {
  if (access === 'public') return 'open to anyone';
  if (access === 'guest') return 'for signed-out visitors only (its guard sends a signed-in user home)';
  const who =
    access === undefined || access === 'signedIn'
      ? 'any signed-in user'
      : `users who may ${access.action} ${access.subject}`;
  return `for ${who}; its guard sends anyone else to sign in or to \u201cnot authorized\u201d`;
}

/**
 * What a screen needs to run outside this workbench, read from its stories' parameters: the app's
 * providers, who is signed in (`session`), the route that opens it and who may (`route`, from the
 * app's route table), and the demo-server endpoints it calls (`endpoints`, checked by the story
 * tests against the calls each story makes).
 */
function RunInAProduct() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const { route, session, endpoints } = preparedMeta.parameters as {
    route?: unknown;
    session?: 'admin' | 'client' | null;
    endpoints?: string[];
  };
  if (typeof route !== 'string') return null;
  const path = route.split('?')[0];
  const access = deepestHandle(
    (matchRoutes(routes, path) ?? []).map((match) => match.route.handle),
    'access',
  );
  const who = session === null ? 'nobody (signed out)' : sessions[session ?? 'admin'];
  return (
    <section aria-labelledby="run-in-a-product">
      <h2 id="run-in-a-product">To run this screen in a product</h2>
      <ul>
        <li>
          <strong>Providers</strong>: <code>AppProviders</code> from <code>src/app/providers</code> (query client,
          translations, theme with its skin and direction, toasts, the signed-in user&rsquo;s abilities).
        </li>
        <li>
          <strong>Route</strong>: <code>{path}</code> in the app&rsquo;s route table,{' '}
          <code>src/app/router/routes.tsx</code>, {describeAccess(access)}.
        </li>
        <li>
          <strong>Session</strong>: these stories are signed in as {who}; in a product the sign-in page stores the
          session (<code>src/lib/auth/session.ts</code>).
        </li>
        <li>
          <strong>Endpoints</strong>
          {endpoints?.length ? (
            <>
              : the screen calls these; here the demo server answers them (see its{' '}
              <a href={API_REFERENCE} target="_top">
                API reference
              </a>{' '}
              and <code>docs/demo-api.md</code>), in a product its own backend does.
              <ul>
                {endpoints.map((endpoint) => (
                  <li key={endpoint}>
                    <code>{endpoint}</code>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            ': none, the screen calls no server.'
          )}
        </li>
      </ul>
    </section>
  );
}

/** Storybook's standard docs page, with what a screen needs to run in a product after its first story. */
export function DocsPage() {
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Primary />
      <Controls />
      <RunInAProduct />
      <Stories />
    </>
  );
}

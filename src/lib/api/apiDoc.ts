import { accessOf, type Access } from './access';
import { endpointsByDomain, type Endpoint } from './endpoints';
import { invalid } from './endpoints/describe';

/**
 * The generated part of docs/demo-api.md: a table of endpoints per domain, written between the
 * markers `<!-- endpoints:<domain> -->` and `<!-- /endpoints:<domain> -->`. The prose around them is
 * written by hand. `npm run openapi` rewrites the tables; a test fails when they are out of date.
 */
export type Domain = keyof typeof endpointsByDomain;

const who = (access: Access, method: Endpoint['method']): string => {
  if (access === 'public') return 'anyone';
  if (access === 'signedIn') return 'any signed-in user';
  return `${method === 'get' ? 'read' : 'manage'} ${access.join(' or ')}`;
};

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

/** Shared descriptions said briefly in a table; the document keeps them whole. */
const brief: Record<string, string> = { [invalid[400].description]: 'invalid input' };

/**
 * The answers with what each means: the endpoint's own, then 401 and 403 for the callers the server
 * turns away. One per line, in status order.
 */
function answers(endpoint: Endpoint, access: Access): string {
  const meanings = new Map(
    Object.entries(endpoint.responses).map(([status, { description }]) => [status, brief[description] ?? description]),
  );
  if (access !== 'public' && !meanings.has('401')) meanings.set('401', 'no valid access token');
  if (Array.isArray(access)) meanings.set('403', 'lacks the ability');
  return [...meanings]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, meaning]) => `${status} ${cell(meaning)}`)
    .join('<br>');
}

export function endpointTable(domain: Domain): string {
  const rows = endpointsByDomain[domain].map((endpoint) => {
    const access = accessOf(endpoint);
    const what = [endpoint.summary, endpoint.description].filter(Boolean).join('. ');
    return `| ${endpoint.method.toUpperCase()} | \`${endpoint.path}\` | ${who(access, endpoint.method)} | ${cell(what)} | ${answers(endpoint, access)} |`;
  });
  return [
    '| Method | Path | Who may call | What it does | Answers and what they mean |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/** The document with every domain's table written anew; a domain without markers is an error. */
export function renderDemoApiDoc(doc: string): string {
  let out = doc;
  for (const domain of Object.keys(endpointsByDomain) as Domain[]) {
    const start = `<!-- endpoints:${domain} -->`;
    const end = `<!-- /endpoints:${domain} -->`;
    const from = out.indexOf(start);
    const to = out.indexOf(end);
    if (from === -1 || to < from) throw new Error(`docs/demo-api.md has no ${start} … ${end} block`);
    out = `${out.slice(0, from + start.length)}\n\n${endpointTable(domain)}\n\n${out.slice(to)}`;
  }
  return out;
}

import type { AbilityRule } from '@/lib/api/schemas/auth';
import { errorResponse } from '../http';
import type { Route } from '../router/table';
import { authUsers } from './auth';
import { bearerToken, checkToken } from './tokens';

const tokenProblems = {
  missing: 'Sign in first: this call needs an "Authorization: Bearer <access token>" header.',
  expired: 'The access token has expired: refresh it and try again.',
  invalid: 'The access token is not valid.',
  unknownUser: 'The access token names a user who does not exist.',
};

/** CASL's rule semantics for rules without conditions: `manage` is every action, `all` every subject. */
const allows = (rules: readonly AbilityRule[], action: string, subject: string) =>
  rules.some(
    (rule) =>
      (rule.action === 'manage' || rule.action === action) && (rule.subject === 'all' || rule.subject === subject),
  );

/**
 * What a real backend checks before answering: a valid, unexpired access token (401 otherwise, which
 * sends the client through its refresh), and a user whose abilities cover the route (403). Reading
 * (GET) needs `read` on one of the route's subjects; a change needs `manage`. Undefined: go ahead.
 */
export async function authorize(request: Request, { method, access }: Route): Promise<Response | undefined> {
  if (access === 'public') return undefined;
  const token = bearerToken(request);
  if (!token) return errorResponse(401, tokenProblems.missing);
  const check = await checkToken(token, 'access');
  if (!check.ok) return errorResponse(401, tokenProblems[check.reason]);
  const user = await authUsers.find(check.userId);
  if (!user) return errorResponse(401, tokenProblems.unknownUser);
  if (access === 'signedIn') return undefined;

  const action = method === 'GET' ? 'read' : 'manage';
  if (access.some((subject) => allows(user.ability, action, subject))) return undefined;
  return errorResponse(403, `You do not have permission to ${action} ${access.join(' or ')} data.`);
}

import type { Subject } from '../auth/ability';
import type { Endpoint } from './endpoints';

/**
 * Who may call an endpoint (beyond the original brief, see docs/demo-api.md: the demo server checks it as a real backend would).
 * `public`: anyone. `signedIn`: any valid access token. A list of subjects: a token whose user may
 * `read` one of them (GET) or `manage` one of them (any change); `manage all` covers everything.
 * The demo server declares the same in its route table; a test keeps the two in step.
 */
export type Access = 'public' | 'signedIn' | readonly Subject[];

const app = ['App'] as const;

/** By the endpoint's tag: what the screens that make these calls need. */
const byTag: Record<string, Access> = {
  Auth: 'public',
  Users: ['User'],
  Permissions: ['User'],
  'E-commerce': app,
  Invoices: app,
  Email: app,
  Chat: app,
  Todo: app,
  Calendar: app,
  // The navbar's search, bookmarks and notifications are every signed-in user's.
  Search: 'signedIn',
  Notifications: 'signedIn',
  'Data tables': ['UI'],
  Pages: ['Page'],
  // The dashboards and the UI galleries (card and chart pages) show the cards.
  Cards: ['Dashboard', 'UI'],
  // The forms demos.
  Forms: ['UI'],
};

/** The exceptions, by `method path`. */
const byEndpoint: Record<string, Access> = {
  // The navbar's cart shows to every signed-in user.
  'get /apps/ecommerce/cart': 'signedIn',
  // The e-commerce dashboard's invoice card.
  'get /apps/invoice/invoices': ['App', 'Dashboard'],
  'get /api/autocomplete/data': ['UI'],
};

export const accessOf = ({ method, path, tag }: Pick<Endpoint, 'method' | 'path' | 'tag'>): Access =>
  byEndpoint[`${method} ${path}`] ?? byTag[tag] ?? 'signedIn';

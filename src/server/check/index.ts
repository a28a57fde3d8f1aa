/** `npm run api:check` (scripts/api-check.mjs): the contract checked against a running server. */
export { runApiCheck, DEMO_ADMIN, type ApiCheckOptions, type Report } from './run';
export { formatReport } from './report';

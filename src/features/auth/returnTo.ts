/**
 * The page to come back to after signing in, from `?returnTo=`. Only a path on this site counts
 * (`/apps/email`), never another origin (`//evil.example`, `https://…`), so the link cannot be
 * used to send someone elsewhere.
 */
export function safeReturnTo(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Back to a sign-in page would send a signed-in person round in a circle.
  if (/^\/(login|register|forgot-password)(?:[/?#]|$)/.test(value)) return null;
  return value;
}

import type { TFunction } from 'i18next';

/** The demo server's messages (docs/demo-api.md, Auth), as translation keys; any other text shows as it came. */
const known: Record<string, string> = {
  'Email or Password is Invalid': 'auth.errors.invalidCredentials',
  'This email is already in use.': 'auth.errors.emailTaken',
  'This username is already in use.': 'auth.errors.usernameTaken',
  'This reset link is invalid or has expired.': 'auth.errors.resetInvalid',
  'This code is wrong or has expired.': 'auth.errors.codeWrong',
};

export function serverMessage(t: TFunction, message: string | undefined): string {
  if (!message) return '';
  return t(known[message] ?? message);
}

/** What a password is checked for, each with the words its checklist shows. */
export const passwordChecks = [
  { label: 'At least 8 characters', test: (value: string) => value.length >= 8 },
  { label: 'Upper and lower case letters', test: (value: string) => /[a-z]/.test(value) && /[A-Z]/.test(value) },
  { label: 'A digit', test: (value: string) => /\d/.test(value) },
  { label: 'A symbol, like ! or #', test: (value: string) => /[^A-Za-z0-9]/.test(value) },
] as const;

export const strengthLabels = ['Too weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;

/**
 * 0 (nothing typed, or under 8 characters) to 4: one point per check passed, and one more for
 * 12 characters or more, at most 4.
 */
export function passwordStrength(value: string): number {
  if (value.length < 8) return 0;
  const passed = passwordChecks.filter((check) => check.test(value)).length;
  return Math.min(4, passed - 1 + (value.length >= 12 ? 1 : 0));
}

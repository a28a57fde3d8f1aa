/**
 * The signed-in user's social profile.
 * What each one takes and answers: docs/demo-api.md, Profile.
 */
export const profilePaths = {
  data: '/profile/data',
} as const;

/**
 * Parameters for an `AllSkins` story: the preview renders the story once per skin, side by side.
 * The four copies repeat the same landmarks (a nav named "Pagination" four times), which axe's
 * landmark-unique rule reports; that repetition exists only in this matrix, so only it is exempt.
 */
export const allSkins = {
  skinMatrix: true,
  a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
} as const;

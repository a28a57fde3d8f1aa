/** Who may do what in a shared project: owners manage it, editors change it, viewers read it. */
export const memberRoles = ['owner', 'editor', 'viewer'] as const;
export type MemberRole = (typeof memberRoles)[number];

export type Member = { email: string; name: string; avatar?: string; role: MemberRole };

/** The project shared in the example, and the people it is shared with when the dialog opens. */
export const projectLink = 'https://atrium.example.com/projects/marketing-site';
export const seedMembers: readonly Member[] = [
  { name: 'Lester Palmer', email: 'lester.palmer@example.com', avatar: '/images/avatars/1.svg', role: 'owner' },
  { name: 'Mattie Blair', email: 'mattie.blair@example.com', avatar: '/images/avatars/2.svg', role: 'editor' },
  { name: 'Marvin Wheeler', email: 'marvin.wheeler@example.com', avatar: '/images/avatars/3.svg', role: 'viewer' },
  { name: 'Nannie Ford', email: 'nannie.ford@example.com', role: 'editor' },
];

/**
 * A name to show for someone invited by address only, from the address's first part:
 * `ada.lovelace@…` → "Ada Lovelace". They choose their own when they accept.
 */
export function nameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? '';
  const words = local.split(/[._+-]+/).filter(Boolean);
  return words.length ? words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join(' ') : email;
}

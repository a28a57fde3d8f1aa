/** The example's referral link, and where it can be shared: each network's own share address. */
export const referralLink = 'https://atrium.example.com/join?ref=ATRIUM-JD42';

export type ShareTarget = { id: 'facebook' | 'x' | 'linkedin' | 'email'; name: string; href: string };

/**
 * Share addresses for a link and a line of text (each network's documented share URL; mail as
 * mailto, named in the reader's language).
 */
export function shareTargets(link: string, text: string, mailName = 'Email'): ShareTarget[] {
  const url = encodeURIComponent(link);
  const words = encodeURIComponent(text);
  return [
    { id: 'facebook', name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { id: 'x', name: 'X', href: `https://x.com/intent/post?url=${url}&text=${words}` },
    { id: 'linkedin', name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}` },
    { id: 'email', name: mailName, href: `mailto:?subject=${words}&body=${words}%20${url}` },
  ];
}

import { describe, expect, it } from 'vitest';
import { shareTargets } from './referral';

describe('shareTargets', () => {
  const targets = shareTargets('https://atrium.example.com/join?ref=A&B', 'Join me & save');

  it('puts the link, encoded, in every share address', () => {
    for (const target of targets)
      expect(target.href).toContain('https%3A%2F%2Fatrium.example.com%2Fjoin%3Fref%3DA%26B');
  });

  it('opens each network at its share page', () => {
    expect(targets.map((target) => new URL(target.href).origin + new URL(target.href).pathname)).toEqual([
      'https://www.facebook.com/sharer/sharer.php',
      'https://x.com/intent/post',
      'https://www.linkedin.com/sharing/share-offsite/',
      'null',
    ]);
    expect(targets[3]!.href.startsWith('mailto:?subject=Join%20me%20%26%20save')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { darkSurface, darkTones, lightSurface, lightTones, tones, type Surface } from './tokens';

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const AA = 4.5;
const skins = [
  ['light', lightTones, lightSurface],
  ['dark', darkTones, darkSurface],
] as const;

describe.each(skins)('%s skin meets WCAG AA', (_name, palette, surface: Surface) => {
  it.each(tones)('%s: contrast text on solid, tone text on tint, card and body', (tone) => {
    const p = palette[tone];
    expect(contrast(p.contrast, p.solid)).toBeGreaterThanOrEqual(AA);
    expect(contrast(p.text, p.tint)).toBeGreaterThanOrEqual(AA);
    expect(contrast(p.text, surface.card)).toBeGreaterThanOrEqual(AA);
    expect(contrast(p.text, surface.body)).toBeGreaterThanOrEqual(AA);
  });

  it('heading, text and muted text on card, body and hover', () => {
    for (const fg of [surface.heading, surface.text, surface.muted]) {
      for (const bg of [surface.card, surface.body, surface.hover, surface.raised]) {
        expect(contrast(fg, bg), `${fg} on ${bg}`).toBeGreaterThanOrEqual(AA);
      }
    }
  });
});

import { wcagContrast } from 'culori/fn';
// Registers the colour spaces culori's wcagContrast reads the hex colours with.
import './brandPalette';
import { describe, expect, it } from 'vitest';
import { darkSurface, darkTones, lightSurface, lightTones, tones, type Surface } from './tokens';

const AA = 4.5;
const skins = [
  ['light', lightTones, lightSurface],
  ['dark', darkTones, darkSurface],
] as const;

describe.each(skins)('%s skin meets WCAG AA', (_name, palette, surface: Surface) => {
  it.each(tones)('%s: contrast text on solid, tone text on tint, card and body', (tone) => {
    const p = palette[tone];
    for (const [fg, bg] of [
      [p.contrast, p.solid],
      [p.text, p.tint],
      [p.text, surface.card],
      [p.text, surface.body],
    ] as const)
      expect(wcagContrast(fg, bg), `${fg} on ${bg}`).toBeGreaterThanOrEqual(AA);
  });

  it('heading, text and muted text on card, body and hover', () => {
    for (const fg of [surface.heading, surface.text, surface.muted]) {
      for (const bg of [surface.card, surface.body, surface.hover, surface.raised]) {
        expect(wcagContrast(fg, bg), `${fg} on ${bg}`).toBeGreaterThanOrEqual(AA);
      }
    }
  });
});

import { wcagContrast } from 'culori/fn';
import { describe, expect, it } from 'vitest';
import { brand } from '@/brand';
import { brandDefaultFile, brandTones, contrastFailures, type DerivedBrand } from './brandPalette';
import { darkSurface, lightSurface } from './tokens';

const surfaces = { light: lightSurface, dark: darkSurface };
const failures = (colour: string) => contrastFailures(brandTones(colour), surfaces);

describe('a brand colour', () => {
  it('that ships is written out, derived, in brandDefault.ts (`npm run brand` writes it)', async () => {
    await expect(brandDefaultFile(brand.colour)).toMatchFileSnapshot('./brandDefault.ts');
  });

  // The one a build ships: change src/brand.ts to a colour that cannot read and this names the pairing.
  it(`from src/brand.ts (${brand.colour}) reads at AA in every skin`, () => {
    expect(failures(brand.colour)).toEqual([]);
  });

  it.each([
    ['green', '#1f9d55'],
    ['orange', '#f97316'],
    ['near-black', '#18181b'],
    ['pale yellow', '#ffe14d'],
  ])('%s (%s) gives colours that read at AA in every skin', (_name, colour) => {
    expect(failures(colour)).toEqual([]);
  });

  it('is the solid as given; the text on it is white where white reads, else a near-black', () => {
    const violet = brandTones('#6254e0');
    expect([violet.light.solid, violet.dark.solid, violet.light.contrast]).toEqual(['#6254e0', '#6254e0', '#ffffff']);
    const orange = brandTones('#f97316');
    expect(orange.light.contrast).not.toBe('#ffffff');
    expect(wcagContrast(orange.light.contrast, '#000000')).toBeLessThan(1.5);
  });

  it('moves coloured text away from its backgrounds until it reads: a pale yellow’s text is dark', () => {
    const yellow = brandTones('#ffe14d');
    expect(wcagContrast(yellow.light.text, yellow.light.tint)).toBeGreaterThanOrEqual(4.5);
    expect(wcagContrast('#ffe14d', lightSurface.card)).toBeLessThan(2);
  });

  it('that neither white nor near-black text can read on is named, pairing and skin', () => {
    expect(failures('#e0457b')).toEqual([
      'contrast on solid, light skin: 4.0:1',
      'contrast on solid, dark skin: 4.0:1',
    ]);
  });
});

describe('the failures', () => {
  it('name each pairing under AA with its skin and ratio', () => {
    const tones = brandTones('#6254e0');
    const weak: DerivedBrand = { ...tones, dark: { ...tones.dark, text: '#8a84d0' } };
    // On the page (#25293c) it reads at 4.3:1, and is named too.
    expect(contrastFailures(weak, surfaces)).toEqual([
      'text on tint, dark skin: 3.0:1',
      'text on card, dark skin: 3.7:1',
      'text on page, dark skin: 4.3:1',
    ]);
  });
});

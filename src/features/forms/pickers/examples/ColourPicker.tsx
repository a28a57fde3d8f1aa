import { useState } from 'react';
import { ColorPicker } from '@/ui/color-picker/ColorPicker';

const brand = [
  { name: 'Violet', hex: '#6254e0' },
  { name: 'Teal', hex: '#0d9488' },
  { name: 'Amber', hex: '#f59e0b' },
  { name: 'Rose', hex: '#e11d48' },
  { name: 'Slate', hex: '#475569' },
];

/**
 * A label's colour: a swatch (arrows move through them), the hue, saturation and lightness
 * sliders, or a hex code; all three follow each other.
 */
export default function ColourPicker() {
  const [colour, setColour] = useState('#6254e0');
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <ColorPicker value={colour} onChange={setColour} swatches={brand} labels={{ swatches: 'Label colour' }} />
      <p role="status" style={{ margin: 0 }}>
        <span
          aria-hidden
          style={{
            display: 'inline-block',
            inlineSize: '1em',
            blockSize: '1em',
            background: colour,
            verticalAlign: '-0.125em',
          }}
        />{' '}
        Label colour: {colour}
      </p>
    </div>
  );
}

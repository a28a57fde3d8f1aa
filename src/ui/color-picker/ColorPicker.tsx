import { RadioGroup } from 'radix-ui';
import { Check } from 'lucide-react';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Input } from '../input/Input';
import { Slider } from '../slider/Slider';
import { hexToHsl, hslToHex, normalizeHex, type Hsl } from './color';

const Root = styled.div`
  display: grid;
  gap: var(--space-4);
`;

const Swatches = styled(RadioGroup.Root)`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
`;

const Swatch = styled(RadioGroup.Item)`
  display: grid;
  place-items: center;
  inline-size: 2rem;
  block-size: 2rem;
  padding: 0;
  border: 2px solid var(--c-card);
  border-radius: var(--radius-round);
  box-shadow: 0 0 0 1px var(--c-border);
  cursor: pointer;
  &[data-state='checked'] {
    box-shadow: 0 0 0 2px var(--c-heading);
  }
  &:focus-visible {
    outline: 2px solid var(--c-primary);
    outline-offset: 3px;
  }
  svg {
    inline-size: 1rem;
    block-size: 1rem;
    filter: drop-shadow(0 0 1px rgba(0, 0, 0, 0.8));
    color: #fff;
  }
`;

const Row = styled.div`
  display: flex;
  gap: var(--space-3);
  align-items: flex-start;
`;

const Preview = styled.span`
  flex-shrink: 0;
  inline-size: 2.5rem;
  block-size: 2.5rem;
  border: 1px solid var(--c-border);
  border-radius: var(--radius-md);
`;

const HexField = styled.div`
  display: grid;
  flex: 1;
  gap: var(--space-1);
  label {
    color: var(--c-heading);
    font-size: var(--fs-sm);
    font-weight: var(--fw-medium);
  }
  p {
    margin: 0;
    color: var(--c-danger-text);
    font-size: var(--fs-sm);
  }
`;

const Heading = styled.span`
  color: var(--c-heading);
  font-size: var(--fs-sm);
  font-weight: var(--fw-medium);
`;

export type ColorSwatch = { name: string; hex: string };

export type ColorPickerLabels = {
  swatches: string;
  hue: string;
  saturation: string;
  lightness: string;
  hex: string;
  badHex: string;
};

export type ColorPickerProps = {
  /** `#rrggbb`. */
  value: string;
  onChange: (hex: string) => void;
  /** Ready-made colours, a radio group of named swatches. */
  swatches?: readonly ColorSwatch[];
  /** Words, in the reader's language. */
  labels?: Partial<ColorPickerLabels>;
};

const english: ColorPickerLabels = {
  swatches: 'Colours',
  hue: 'Hue',
  saturation: 'Saturation',
  lightness: 'Lightness',
  hex: 'Hex code',
  badHex: 'Type a hex colour such as #3a86ff or #38f.',
};

/**
 * A colour, three ways that stay in step: named swatches (a radio group: arrows move and pick),
 * hue, saturation and lightness sliders (the kit's Slider: arrows, Page keys, Home and End), and a
 * hex field that takes `#abc` or `#aabbcc` and says so when what is typed is not a colour, keeping
 * it while it is being fixed.
 */
export function ColorPicker({ value, onChange, swatches = [], labels = {} }: ColorPickerProps) {
  const words = { ...english, ...labels };
  const id = useId();
  const [hsl, setHsl] = useState<Hsl>(() => hexToHsl(value));
  const [typed, setTyped] = useState(value);
  const [seen, setSeen] = useState(value);
  // The value changed outside (a swatch, the page): the sliders and the box follow it.
  if (value !== seen) {
    setSeen(value);
    if (hslToHex(hsl) !== value) setHsl(hexToHsl(value));
    if (normalizeHex(typed) !== value) setTyped(value);
  }
  const bad = normalizeHex(typed) === undefined;

  const fromSliders = (next: Hsl) => {
    setHsl(next);
    const hex = hslToHex(next);
    setTyped(hex);
    setSeen(hex);
    onChange(hex);
  };
  const slider = (key: keyof Hsl, max: number, unit: string) => (
    <Slider
      label={words[key === 'h' ? 'hue' : key === 's' ? 'saturation' : 'lightness']}
      value={[hsl[key]]}
      max={max}
      onValueChange={([n = 0]) => fromSliders({ ...hsl, [key]: n })}
      formatValue={(n) => `${n}${unit}`}
      showValue
      tooltip="none"
    />
  );
  const picked = swatches.find((swatch) => normalizeHex(swatch.hex) === value);

  return (
    <Root>
      {swatches.length > 0 ? (
        <div style={{ display: 'grid', gap: 'var(--space-2)' }}>
          <Heading id={`${id}-swatches`}>{words.swatches}</Heading>
          <Swatches
            aria-labelledby={`${id}-swatches`}
            value={picked?.hex ?? ''}
            onValueChange={(hex) => onChange(normalizeHex(hex) ?? hex)}
            loop
          >
            {swatches.map((swatch) => (
              <Swatch key={swatch.hex} value={swatch.hex} aria-label={swatch.name} style={{ background: swatch.hex }}>
                <RadioGroup.Indicator>
                  <Check aria-hidden />
                </RadioGroup.Indicator>
              </Swatch>
            ))}
          </Swatches>
        </div>
      ) : null}
      {slider('h', 360, '°')}
      {slider('s', 100, '%')}
      {slider('l', 100, '%')}
      <Row>
        <Preview style={{ background: value }} aria-hidden />
        <HexField>
          <label htmlFor={`${id}-hex`}>{words.hex}</label>
          <Input
            id={`${id}-hex`}
            value={typed}
            spellCheck={false}
            autoComplete="off"
            aria-invalid={bad || undefined}
            aria-describedby={bad ? `${id}-bad` : undefined}
            onChange={(e) => {
              setTyped(e.target.value);
              const hex = normalizeHex(e.target.value);
              if (hex && hex !== value) {
                setSeen(hex);
                setHsl(hexToHsl(hex));
                onChange(hex);
              }
            }}
          />
          {bad ? (
            <p id={`${id}-bad`} role="alert">
              {words.badHex}
            </p>
          ) : null}
        </HexField>
      </Row>
    </Root>
  );
}

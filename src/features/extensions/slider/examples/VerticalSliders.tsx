import { Slider } from '@/ui/slider/Slider';

const bands = [
  { label: '60 Hz', value: 70 },
  { label: '250 Hz', value: 45 },
  { label: '1 kHz', value: 55 },
  { label: '4 kHz', value: 35 },
  { label: '16 kHz', value: 60 },
];

/**
 * `orientation="vertical"` stands the slider up, the minimum at the bottom: ArrowUp raises it.
 * `height` sets the track's length. Here, an equalizer's bands.
 */
export default function VerticalSliders() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-around', gap: '1rem' }}>
      {bands.map((band) => (
        <Slider
          key={band.label}
          label={band.label}
          defaultValue={[band.value]}
          orientation="vertical"
          height="9rem"
          formatValue={(value) => `${value - 50} dB`}
          marks={[50]}
          tone="info"
        />
      ))}
    </div>
  );
}

import { RadioGroup } from '@/ui/radio/RadioGroup';

const sizes = [
  { value: 's', label: 'Small' },
  { value: 'm', label: 'Medium' },
  { value: 'l', label: 'Large' },
];

/**
 * `orientation` lays the options in a row (they wrap on a narrow screen) or in a column; the arrow
 * keys work either way (Left and Right follow the reading direction).
 */
export default function InlineStacked() {
  return (
    <div style={{ display: 'grid', gap: '1.25rem' }}>
      <RadioGroup label="Size (inline)" orientation="horizontal" defaultValue="m" options={sizes} />
      <RadioGroup label="Size (stacked)" orientation="vertical" defaultValue="m" options={sizes} />
    </div>
  );
}

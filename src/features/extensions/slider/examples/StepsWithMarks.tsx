import { Slider } from '@/ui/slider/Slider';

const sizes = ['XS', 'S', 'M', 'L', 'XL'];

/**
 * `step` makes the thumb jump between allowed values; `marks` puts a tick, with words if given,
 * under each. Here five steps are five sizes, announced by name.
 */
export default function StepsWithMarks() {
  return (
    <div style={{ display: 'grid', gap: '1.5rem' }}>
      <Slider
        label="T-shirt size"
        defaultValue={[2]}
        min={0}
        max={4}
        step={1}
        formatValue={(value) => sizes[value]!}
        marks={sizes.map((label, value) => ({ value, label }))}
        showValue
      />
      <Slider
        label="Discount"
        defaultValue={[20]}
        max={50}
        step={10}
        formatValue={(value) => `${value}%`}
        marks={[0, 10, 20, 30, 40, 50]}
        tone="success"
        showValue
      />
    </div>
  );
}

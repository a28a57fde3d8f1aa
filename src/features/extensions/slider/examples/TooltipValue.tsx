import { Slider } from '@/ui/slider/Slider';

/**
 * `tooltip` shows the value over the thumb: `auto` while it is pointed at, focused or dragged,
 * `always` at all times, `none` never. The tooltip is visual; the value is announced anyway.
 */
export default function TooltipValue() {
  return (
    <div style={{ display: 'grid', gap: '1.5rem' }}>
      <Slider label="Brightness (tooltip on focus)" defaultValue={[70]} formatValue={(value) => `${value}%`} />
      <Slider
        label="Temperature (tooltip always)"
        defaultValue={[21]}
        min={15}
        max={28}
        step={0.5}
        tooltip="always"
        formatValue={(value) => `${value} °C`}
        tone="warning"
      />
    </div>
  );
}

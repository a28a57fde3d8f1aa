import { useState } from 'react';
import { Slider } from '@/ui/slider/Slider';
import { Switch } from '@/ui/switch/Switch';

/**
 * `disabled` dims the slider and takes its thumbs out of the Tab order: the value is shown but
 * cannot change until the setting it depends on is on.
 */
export default function DisabledSlider() {
  const [custom, setCustom] = useState(false);
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <Switch label="Custom backup frequency" checked={custom} onCheckedChange={setCustom} />
      <Slider
        label="Backups per day"
        defaultValue={[4]}
        min={1}
        max={24}
        disabled={!custom}
        formatValue={(value) => (value === 1 ? 'Once a day' : `${value} times a day`)}
        showValue
      />
    </div>
  );
}

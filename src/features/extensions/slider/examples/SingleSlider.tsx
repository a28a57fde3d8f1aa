import { Volume1, Volume2 } from 'lucide-react';
import { useState } from 'react';
import { Slider } from '@/ui/slider/Slider';

/**
 * One thumb, controlled through `value` and `onValueChange`. The value is announced as written by
 * `formatValue`, and `showValue` prints it beside the label.
 */
export default function SingleSlider() {
  const [volume, setVolume] = useState([60]);
  return (
    <div style={{ display: 'flex', alignItems: 'flex-end', gap: '0.75rem' }}>
      <Volume1 aria-hidden size={20} style={{ marginBlockEnd: '0.1rem' }} />
      <div style={{ flex: 1 }}>
        <Slider
          label="Volume"
          value={volume}
          onValueChange={setVolume}
          formatValue={(value) => `${value}%`}
          showValue
        />
      </div>
      <Volume2 aria-hidden size={20} style={{ marginBlockEnd: '0.1rem' }} />
    </div>
  );
}

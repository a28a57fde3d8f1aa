import { useState } from 'react';
import { TimeField } from '@/ui/time-field/TimeField';

/**
 * A time as two spinbuttons: Up and Down change the hours or the minutes (by 5 here), digits type
 * them, Left and Right move between the two.
 */
export default function TimePicker() {
  const [time, setTime] = useState('07:30');
  return (
    <div style={{ display: 'grid', gap: '0.5rem', justifyItems: 'start' }}>
      <span aria-hidden style={{ fontWeight: 500 }}>
        Alarm
      </span>
      <TimeField label="Alarm" value={time} onChange={setTime} minuteStep={5} />
      <p role="status" style={{ margin: 0 }}>
        Rings at {time}.
      </p>
    </div>
  );
}

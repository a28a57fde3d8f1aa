import { useState } from 'react';
import { useLanguage } from '@/lib/hooks/useLanguage';
import { now } from '@/lib/today';
import { DayCalendar } from '@/ui/date-field/DayCalendar';

/** Weekdays from today on: weekends and past days are struck through and cannot be picked. */
export default function DisabledDays() {
  const language = useLanguage();
  const today = new Date(now());
  const [day, setDay] = useState('');
  return (
    <div style={{ display: 'grid', gap: '0.5rem', justifyItems: 'start' }}>
      <DayCalendar
        aria-label="Delivery day"
        value={day}
        onPick={(picked) => setDay(picked ?? '')}
        language={language}
        today={today}
        disabled={[{ dayOfWeek: [0, 6] }, { before: today }]}
      />
      <p role="status" style={{ margin: 0 }}>
        {day ? `Delivery on ${day}.` : 'Pick a weekday from today on.'}
      </p>
    </div>
  );
}

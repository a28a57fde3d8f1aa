import { useState } from 'react';
import { useLanguage } from '@/lib/hooks/useLanguage';
import { now } from '@/lib/today';
import { DaysCalendar } from '@/ui/date-field/DayCalendar';

/** Several days, up to five: Enter or Space on a day adds it, and again takes it off. */
export default function MultipleDays() {
  const language = useLanguage();
  const today = new Date(now());
  const [days, setDays] = useState<string[]>([]);
  return (
    <div style={{ display: 'grid', gap: '0.5rem', justifyItems: 'start' }}>
      <DaysCalendar
        aria-label="Days off"
        value={days}
        onPick={setDays}
        max={5}
        language={language}
        today={today}
        defaultMonth={today}
      />
      <p role="status" style={{ margin: 0 }}>
        {days.length ? `${days.length} of 5 days: ${days.join(', ')}` : 'No day picked (five at most).'}
      </p>
    </div>
  );
}

import { useState } from 'react';
import { useLanguage } from '@/lib/hooks/useLanguage';
import { now } from '@/lib/today';
import { DayRangeCalendar, type DaySpan } from '@/ui/date-field/DayCalendar';
import { toDate } from '@/ui/date-field/days';

const nights = (span: DaySpan) => {
  const from = toDate(span.from ?? '');
  const to = toDate(span.to ?? '');
  return from && to ? Math.round((to.getTime() - from.getTime()) / 86_400_000) : 0;
};

/** A stay: the first day picked is the arrival, the second the departure; past days cannot be picked. */
export default function DateRange() {
  const language = useLanguage();
  const today = new Date(now());
  const [stay, setStay] = useState<DaySpan>({});
  let said = 'Pick the arrival day.';
  if (stay.from && !stay.to) said = `Arrival ${stay.from}: now pick the departure day.`;
  if (stay.from && stay.to) said = `${stay.from} to ${stay.to}, ${nights(stay)} nights.`;
  return (
    <div style={{ display: 'grid', gap: '0.5rem', justifyItems: 'start' }}>
      <DayRangeCalendar
        aria-label="Stay"
        value={stay}
        onPick={setStay}
        language={language}
        today={today}
        defaultMonth={today}
        disabled={{ before: today }}
      />
      <p role="status" style={{ margin: 0 }}>
        {said}
      </p>
    </div>
  );
}

import { useSearchParams } from 'react-router';
import { now } from '@/lib/today';
import { useMediaQuery } from '@/ui/theme/useMediaQuery';
import { dayOf } from './days';
import { placeOf, withPlace, type CalendarPlace } from './place';

/** From this width the sidebar stands beside the calendar and the month is the first view. */
export const roomy = '(min-width: 62em)';

/**
 * The calendar's view and day, kept in the address (`?view=week&date=2026-01-22`) so a link opens the
 * same place. Each move replaces the address rather than adding to the history: Back leaves the
 * calendar instead of stepping through every month seen.
 */
export function useCalendarPlace() {
  const [search, setSearch] = useSearchParams();
  const narrow = !useMediaQuery(roomy);
  const place = placeOf(search, { narrow, today: dayOf(new Date(now())) });
  const setPlace = (next: CalendarPlace) => {
    if (next.view !== place.view || next.date !== place.date)
      setSearch((current) => withPlace(current, next), { replace: true });
  };
  return { place, setPlace, narrow };
}

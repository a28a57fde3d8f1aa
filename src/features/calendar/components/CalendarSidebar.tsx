import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CalendarKind } from '@/lib/api/schemas/calendar';
import { useLanguage } from '@/lib/hooks/useLanguage';
import { Button } from '@/ui/button/Button';
import { CalendarFilters } from './CalendarFilters';
import { MiniMonth } from './MiniMonth';

const Side = styled.aside`
  display: grid;
  align-content: start;
  gap: var(--space-5);
  > :nth-child(2) {
    justify-self: center;
  }
`;

type Props = {
  /** The day the calendar stands on: the small month shows its month, and moves the calendar. */
  date: string;
  onDate: (day: string) => void;
  selected: ReadonlySet<CalendarKind>;
  onSelected: (selected: ReadonlySet<CalendarKind>) => void;
  onAdd: () => void;
  /** The reader points at Add event: the panel's code can start to come. */
  onPreload?: () => void;
};

/** Add event, a small month to go to a day, and the calendars to show. */
export function CalendarSidebar({ date, onDate, selected, onSelected, onAdd, onPreload }: Props) {
  const { t } = useTranslation('calendar');
  const language = useLanguage();
  return (
    <Side aria-label={t('calendar.sidebar')}>
      <Button block startIcon={<Plus aria-hidden />} onClick={onAdd} onPointerEnter={onPreload} onFocus={onPreload}>
        {t('calendar.addEvent')}
      </Button>
      <MiniMonth
        date={date}
        onDate={onDate}
        language={language}
        label={t('calendar.goTo')}
        previousLabel={t('calendar.previous.month')}
        nextLabel={t('calendar.next.month')}
      />
      <CalendarFilters selected={selected} onChange={onSelected} />
    </Side>
  );
}

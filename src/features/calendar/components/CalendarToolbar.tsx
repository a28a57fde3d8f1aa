import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/ui/button/Button';
import { calendarViews, type CalendarView } from '../place';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-2) var(--space-3);
  h2 {
    flex: 1 1 10rem;
    margin: 0;
    font-size: var(--fs-lg);
    color: var(--c-heading);
  }
`;

const Group = styled.div`
  display: inline-flex;
  gap: var(--space-1);
`;

/** The arrows point the way time runs: previous is on the right in a right-to-left page. */
const Arrows = styled(Group)`
  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
`;

type Props = {
  /** What the calendar shows, in the reader's language (FullCalendar's title). */
  title: string;
  view: CalendarView;
  onView: (view: CalendarView) => void;
  onStep: (step: 'prev' | 'next' | 'today') => void;
  /** On a phone, the button that opens the sidebar. */
  sidebar?: ReactNode;
};

/** Previous, next and today, what is shown, and the four views: the app's own buttons, labelled, over FullCalendar. */
export function CalendarToolbar({ title, view, onView, onStep, sidebar }: Props) {
  const { t } = useTranslation('calendar');
  return (
    <Bar>
      {sidebar}
      <Arrows>
        <Button
          variant="text"
          tone="secondary"
          iconOnly
          aria-label={t(`calendar.previous.${view}`)}
          onClick={() => onStep('prev')}
        >
          <ChevronLeft aria-hidden />
        </Button>
        <Button
          variant="text"
          tone="secondary"
          iconOnly
          aria-label={t(`calendar.next.${view}`)}
          onClick={() => onStep('next')}
        >
          <ChevronRight aria-hidden />
        </Button>
      </Arrows>
      <Button variant="outline" tone="secondary" size="sm" onClick={() => onStep('today')}>
        {t('calendar.today')}
      </Button>
      {/* FullCalendar names what it shows once drawn; until then the line keeps its room. */}
      {title ? <h2>{title}</h2> : <h2 aria-hidden>&nbsp;</h2>}
      <Group role="group" aria-label={t('calendar.views')}>
        {calendarViews.map((name) => (
          <Button
            key={name}
            size="sm"
            variant={name === view ? 'tint' : 'text'}
            tone={name === view ? 'primary' : 'secondary'}
            aria-pressed={name === view}
            onClick={() => onView(name)}
          >
            {t(`calendar.view.${name}`)}
          </Button>
        ))}
      </Group>
    </Bar>
  );
}

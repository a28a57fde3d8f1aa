import { CalendarDays } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LoadingStatus } from '@/lib/query/QueryStates';
import { Button } from '@/ui/button/Button';
import { Input } from '@/ui/input/Input';
import { Popover } from '@/ui/popover/Popover';

// react-day-picker loads with the first look at a calendar, not with the form.
const loadCalendar = () => import('./DayCalendar');
const DayCalendar = lazy(() => loadCalendar().then((m) => ({ default: m.DayCalendar })));

const Row = styled.div`
  display: flex;
  gap: var(--space-2);
`;

type Props = { value: string; onChange: (day: string) => void; onBlur: () => void; label: string };

/**
 * A day, typed as YYYY-MM-DD or picked from a calendar (arrows move by day, Page Up/Down by month,
 * Enter picks). Inside a Field: the Field's label names the box.
 */
export function DateField({ value, onChange, onBlur, label }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Row>
      <Input value={value} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} placeholder="YYYY-MM-DD" />
      <Popover
        open={open}
        onOpenChange={setOpen}
        title={label}
        trigger={
          <Button
            variant="outline"
            tone="secondary"
            iconOnly
            aria-label={t('invoices.pickDate', { field: label })}
            onPointerEnter={() => void loadCalendar()}
            onFocus={() => void loadCalendar()}
          >
            <CalendarDays aria-hidden />
          </Button>
        }
      >
        <Suspense fallback={<LoadingStatus />}>
          <DayCalendar
            value={value}
            onPick={(day) => {
              if (day) onChange(day);
              setOpen(false);
            }}
          />
        </Suspense>
      </Popover>
    </Row>
  );
}

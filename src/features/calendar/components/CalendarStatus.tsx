import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CalendarEvent } from '@/lib/api/schemas/calendar';
import { Spinner } from '@/ui/spinner/Spinner';

/** One line of its own height, whatever it says, so the calendar under it never moves. */
const Line = styled.p`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  min-block-size: 1.5rem;
  margin: 0;
  font-size: var(--fs-sm);
  color: var(--c-muted);
`;

type Props = { query: UseQueryResult<CalendarEvent[]>; noneSelected: boolean };

/** What the calendar holds, said once it changes: loading, how many events, or why there are none. */
export function CalendarStatus({ query, noneSelected }: Props) {
  const { t } = useTranslation('calendar');
  const count = query.data?.length;
  return (
    <Line role="status">
      {query.isPending ? (
        <>
          <Spinner size="sm" decorative /> {t('calendar.loading')}
        </>
      ) : query.isError ? null : noneSelected ? (
        t('calendar.noneSelected')
      ) : count === 0 ? (
        t('calendar.empty')
      ) : (
        t('calendar.count', { count })
      )}
    </Line>
  );
}

import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CalendarKind } from '@/lib/api/schemas/calendar';
import type { Tone } from '@/ui/theme/tokens';
import { calendarKinds, kindTones } from '../kinds';

const Group = styled.fieldset`
  display: grid;
  gap: var(--space-3);
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-block-end: var(--space-3);
    padding: 0;
    font-size: var(--fs-sm);
    font-weight: var(--fw-medium);
    color: var(--c-muted);
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
`;

const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  color: var(--c-heading);
  cursor: pointer;
`;

// A tick and a dash, drawn in white on the calendar's colour.
const tick = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='white' stroke-width='3.5' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='M20 6 9 17l-5-5'/%3E%3C/svg%3E")`;
const dash = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='white' stroke-width='3.5' stroke-linecap='round'%3E%3Cpath d='M5 12h14'/%3E%3C/svg%3E")`;

/**
 * A native checkbox drawn as the kit's Checkbox is, in a calendar's colour. Native, so the sidebar
 * does not load the kit's form controls (Radix) with the calendar, which must stay within its budget.
 */
const Box = styled.input<{ $tone: Tone }>`
  appearance: none;
  flex: none;
  inline-size: 1.125rem;
  block-size: 1.125rem;
  margin: 0;
  border: 1.5px solid var(--c-muted);
  border-radius: var(--radius-sm);
  background: var(--c-input-bg) center / 0.875rem no-repeat;
  cursor: pointer;
  transition:
    background-color var(--transition),
    border-color var(--transition);
  &:checked,
  &:indeterminate {
    background-color: var(--c-${(p) => p.$tone});
    border-color: var(--c-${(p) => p.$tone});
    background-image: ${tick};
  }
  &:indeterminate {
    background-image: ${dash};
  }
  &:focus-visible {
    outline: 2px solid var(--c-primary);
    outline-offset: 2px;
  }
`;

type Props = {
  selected: ReadonlySet<CalendarKind>;
  onChange: (selected: ReadonlySet<CalendarKind>) => void;
};

/**
 * A box per calendar, in its colour, and View all: ticked when every calendar is, half-ticked when
 * some are; pressing it selects all of them, or none when all were.
 */
export function CalendarFilters({ selected, onChange }: Props) {
  const { t } = useTranslation('calendar');
  const all = selected.size === calendarKinds.length;
  const toggle = (kind: CalendarKind, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(kind);
    else next.delete(kind);
    onChange(next);
  };
  return (
    <Group>
      <legend>{t('calendar.filters')}</legend>
      <Choice>
        <Box
          type="checkbox"
          $tone="secondary"
          checked={all}
          ref={(box) => {
            if (box) box.indeterminate = !all && selected.size > 0;
          }}
          onChange={() => onChange(new Set(all ? [] : calendarKinds))}
        />
        {t('calendar.viewAll')}
      </Choice>
      {calendarKinds.map((kind) => (
        <Choice key={kind}>
          <Box
            type="checkbox"
            $tone={kindTones[kind]}
            checked={selected.has(kind)}
            onChange={(event) => toggle(kind, event.target.checked)}
          />
          {t(`calendar.kind.${kind}`)}
        </Choice>
      ))}
    </Group>
  );
}

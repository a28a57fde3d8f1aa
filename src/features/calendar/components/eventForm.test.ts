import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/client';
import { newEventOn, type EventValues } from '../eventValues';
import { asFormError, eventForm } from './eventForm';

const valid: EventValues = { ...newEventOn('2026-01-15'), title: 'Lunch', calendar: 'Family', allDay: false };
const problems = (values: EventValues) =>
  Object.fromEntries((eventForm.safeParse(values).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('the event form’s checks', () => {
  it('pass a whole event', () => {
    expect(problems(valid)).toEqual({});
    expect(problems({ ...valid, allDay: true, startTime: '', endTime: '', url: 'https://example.com' })).toEqual({});
  });

  it('name each field at fault at once, the end before the start among them', () => {
    expect(problems({ ...valid, title: ' ', calendar: '', endTime: '08:00', url: 'javascript:alert(1)' })).toEqual({
      title: 'calendar.errors.title',
      calendar: 'calendar.errors.calendar',
      url: 'calendar.errors.url',
      endTime: 'calendar.errors.endBeforeStart',
    });
    expect(problems({ ...valid, endDay: '2026-01-14' })).toEqual({ endDay: 'calendar.errors.endBeforeStart' });
    expect(problems({ ...valid, startDay: '2026-02-30', startTime: '9' })).toEqual({
      startDay: 'calendar.errors.day',
      startTime: 'calendar.errors.time',
    });
  });
});

describe('a refusal from the server', () => {
  it('names the form’s fields', () => {
    const refused = new ApiError(
      400,
      { error: 'Invalid request.', issues: [{ path: 'event.end', message: 'no' }] },
      '',
    );
    expect((asFormError(refused) as ApiError).fieldErrors).toEqual({ endDay: 'no' });
    const down = new Error('offline');
    expect(asFormError(down)).toBe(down);
  });
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  allSkins,
  DateField,
  type DateFieldProps,
  DayCalendar,
  DayRangeCalendar,
  DaysCalendar,
  type DaySpan,
  Field,
} from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

/** A DateField holding its own value, in a Field that names it. */
function Controlled(props: Omit<DateFieldProps, 'value' | 'onChange'> & { initial?: string }) {
  const { initial = '2026-11-20', ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <Field label={rest.label}>
      <DateField {...rest} value={value} onChange={setValue} />
    </Field>
  );
}

const meta = {
  title: 'UI/Date field',
  component: Controlled,
  args: { label: 'Due date', pickLabel: 'Pick the due date' },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { parameters: componentLooks };

/** Flow: open the calendar by keyboard, move a day and a month with the keys, pick with Enter. */
export const PickByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pick the due date' }));
    const grid = await screen.findByRole('grid');
    await waitFor(() => expect(within(grid).getByRole('button', { name: /November 20, 2026/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{PageDown}{Enter}');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Due date' })).toHaveValue('2026-12-21'));
  },
};

/** Typed by hand: the box keeps what is typed, even half a date. */
export const Typed: Story = {
  args: { initial: '' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Due date' });
    await userEvent.type(box, '2026-1');
    await expect(box).toHaveValue('2026-1');
  },
};

export const Disabled: Story = { args: { disabled: true } };

/** In French: month and weekday names, and the week starting on Monday. */
export const French: Story = {
  render: () => <DayCalendar value="2026-11-20" onPick={() => {}} language="fr" aria-label="Calendrier" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('novembre 2026')).toBeVisible();
    // The week starts on Monday in French.
    await expect(canvasElement.querySelector('.rdp-weekday')).toHaveAttribute('aria-label', 'lundi');
  },
};

const inline = () => <DayCalendar value="2026-11-20" onPick={() => {}} aria-label="November" />;

/** Inline, as a calendar's sidebar shows it. */
export const Inline: Story = { render: inline };

/** A span of days by keyboard: Enter on the first day, arrows, Enter on the last; the days between are tinted. */
export const Range: Story = {
  render: function Range() {
    const [span, setSpan] = useState<DaySpan>({});
    return (
      <>
        <DayRangeCalendar value={span} onPick={setSpan} defaultMonth={new Date(2026, 10, 1)} aria-label="Trip" />
        <output>{`${span.from ?? '…'} → ${span.to ?? '…'}`}</output>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: /November 1, 2026/ }).focus();
    await userEvent.keyboard('{ArrowDown}{Enter}{ArrowRight}{ArrowRight}{Enter}');
    await expect(canvasElement.querySelector('output')).toHaveTextContent('2026-11-08 → 2026-11-10');
  },
};

/** Several days, weekends disabled, with week numbers. */
export const Multiple: Story = {
  render: function Multiple() {
    const [days, setDays] = useState<string[]>(['2026-11-03', '2026-11-05']);
    return (
      <DaysCalendar value={days} onPick={setDays} aria-label="Days" disabled={{ dayOfWeek: [0, 6] }} showWeekNumber />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Saturday, November 7, 2026/ })).toBeDisabled();
    await expect(canvasElement.querySelectorAll('.rdp-week_number').length).toBeGreaterThan(3);
  },
};

export const AllSkins: Story = { render: inline, parameters: allSkins };
/** Right to left, the days run from the right: ArrowLeft moves to the next day. */
export const RtlArrowKeys: Story = {
  globals: { direction: 'rtl' },
  render: inline,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: /November 20, 2026/ }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(canvas.getByRole('button', { name: /November 21, 2026/ })).toHaveFocus());
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { CalendarKind } from '@/lib/api/schemas/calendar';
import { allSkins } from '@/ui';
import { calendarKinds } from '@/features/calendar/kinds';
import { CalendarSidebar } from '@/features/calendar/components/CalendarSidebar';

type Props = ComponentProps<typeof CalendarSidebar>;

/** The sidebar holding its day and its calendars, as the page does; the handlers see each change. */
function Stateful(props: Props) {
  const [date, setDate] = useState(props.date);
  const [selected, setSelected] = useState(props.selected);
  return (
    <CalendarSidebar
      {...props}
      date={date}
      onDate={(day) => {
        setDate(day);
        props.onDate(day);
      }}
      selected={selected}
      onSelected={(next) => {
        setSelected(next);
        props.onSelected(next);
      }}
    />
  );
}

const meta = {
  title: 'Apps & pages/Calendar/Sidebar',
  component: CalendarSidebar,
  args: {
    date: '2026-01-15',
    selected: new Set<CalendarKind>(calendarKinds),
    onDate: fn(),
    onSelected: fn(),
    onAdd: fn(),
  },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '19rem', padding: '1.5rem 1rem', border: '1px solid var(--c-border)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CalendarSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

const names = (selected: ReadonlySet<CalendarKind>) => [...selected].sort();

/** Every calendar shown. View all takes them all off, one box brings one back, View all then brings them all. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const viewAll = canvas.getByRole('checkbox', { name: 'View all' });
    await expect(viewAll).toBeChecked();
    await userEvent.click(viewAll);
    await expect(names(args.onSelected.mock.lastCall![0])).toEqual([]);
    await expect(viewAll).not.toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Family' }));
    await expect(names(args.onSelected.mock.lastCall![0])).toEqual(['Family']);
    await expect(viewAll).toBePartiallyChecked();
    await userEvent.click(viewAll);
    await expect(names(args.onSelected.mock.lastCall![0])).toEqual([...calendarKinds].sort());
  },
};

/** Some calendars shown: View all is half ticked. */
export const SomeShown: Story = {
  args: { selected: new Set<CalendarKind>(['Business', 'Holiday']) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'View all' })).toBePartiallyChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Personal' })).not.toBeChecked();
  },
};

/** A day picked in the small month, and the next month: each moves the calendar. Add event asks for the panel. */
export const PickADay: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const month = canvas.getByRole('grid', { name: 'Go to a day, January 2026' });
    await userEvent.click(within(month).getByRole('button', { name: /January 22, 2026/ }));
    await expect(args.onDate).toHaveBeenLastCalledWith('2026-01-22');
    await userEvent.click(canvas.getByRole('button', { name: /next month/i }));
    await expect(args.onDate).toHaveBeenLastCalledWith('2026-02-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Add event' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};

/** Light, bordered, dark and semi-dark side by side: each calendar's colour holds in every skin. */
export const AllSkins: Story = {
  args: { selected: new Set<CalendarKind>(['Business', 'Holiday']) },
  parameters: allSkins,
};

/** Right to left the small month's arrows are mirrored: the left arrow goes to the next day, the right arrow back. */
export const RtlArrowKeys: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const month = within(within(canvasElement).getByRole('grid', { name: 'Go to a day, January 2026' }));
    month.getByRole('button', { name: /January 15, 2026/ }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(month.getByRole('button', { name: /January 16, 2026/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(month.getByRole('button', { name: /January 14, 2026/ })).toHaveFocus());
  },
};

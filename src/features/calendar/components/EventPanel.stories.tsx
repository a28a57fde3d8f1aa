import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { CalendarEvent } from '@/lib/api/schemas/calendar';
import { handlers } from '@/mocks';
import { fixClock } from '@/stories/support/clock';
import seed from '@/mocks/data/seed/events.json';
import { appears } from '@/stories/support/appears';
import { eventValues, newEventOn } from '@/features/calendar/eventValues';
import { EventPanel } from '@/features/calendar/components/EventPanel';

const clientCall = (seed as CalendarEvent[]).find((event) => event.id === 1)!;

const meta = {
  title: 'Apps & pages/Calendar/Event panel',
  component: EventPanel,
  args: { state: { key: 1, initial: newEventOn('2026-01-20') }, onClose: fn() },
  // The panel opens over the page: on the docs page each story opens in a frame of its own.
  parameters: { ownFrame: true },
  // The demo server's clock stands still: the seeded event keeps its January day.
  beforeEach: fixClock,
} satisfies Meta<typeof EventPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = (name: string) => appears(screen.findByRole('dialog', { name }));
const refuse = (status: number, body: object) => ({
  msw: {
    handlers: {
      calendar: [
        http.post('*/apps/calendar/add-event', () => HttpResponse.json(body, { status })),
        ...handlers.calendar,
      ],
    },
  },
});

/** A new event on the day picked, all day. Sent empty, the title and the calendar are asked for at their fields. */
export const Add: Story = {
  play: async ({ args }) => {
    const form = within(await panel('Add event'));
    await expect(form.getByRole('textbox', { name: 'Start date' })).toHaveValue('2026-01-20');
    await expect(form.getByRole('switch', { name: 'All day' })).toBeChecked();
    await expect(form.queryByLabelText(/^Start time/)).toBeNull();
    await userEvent.click(form.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(form.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('Give the event a title.'),
    );
    await expect(form.getByRole('combobox', { name: 'Calendar' })).toHaveAccessibleDescription('Choose a calendar.');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** An event of the seed: its fields filled in; a guest picked from the users, and the change saved. */
export const Edit: Story = {
  args: { state: { key: 1, initial: eventValues(clientCall), event: clientCall } },
  play: async ({ args }) => {
    const form = within(await panel('Update event'));
    await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('Client call');
    await expect(form.getByRole('combobox', { name: 'Calendar' })).toHaveTextContent('Business');
    await expect(form.getByLabelText(/^End time/)).toHaveValue('18:00');
    await expect(form.getByRole('textbox', { name: 'Location' })).toHaveValue('Online');
    await userEvent.type(form.getByRole('combobox', { name: 'Guests' }), 'olaf');
    await userEvent.click(await form.findByRole('option', { name: /Olaf Goyette/ }));
    await expect(form.getByRole('button', { name: 'Remove Olaf Goyette' })).toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: 'Update' }));
    await appears(screen.findByText('“Client call” updated'));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** A timed event that ends before it starts, the same day: refused at the end time, nothing sent. */
export const EndBeforeStart: Story = {
  args: {
    state: { key: 1, initial: { ...newEventOn('2026-01-20'), allDay: false, title: 'Standup', calendar: 'ETC' } },
  },
  play: async ({ args }) => {
    const form = within(await panel('Add event'));
    await userEvent.clear(form.getByLabelText(/^End time/));
    await userEvent.type(form.getByLabelText(/^End time/), '08:30');
    await userEvent.click(form.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(form.getByLabelText(/^End time/)).toHaveAccessibleDescription('The end cannot be before the start.'),
    );
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The server refuses the title: its words show at the title, and every value typed stays. */
export const RefusedSave: Story = {
  parameters: refuse(400, {
    error: 'Invalid request. event.title: an event of that name is already on this day',
    issues: [{ path: 'event.title', message: 'An event of that name is already on this day.' }],
  }),
  play: async ({ args }) => {
    const form = within(await panel('Add event'));
    await userEvent.type(form.getByRole('textbox', { name: 'Title' }), 'Board meeting');
    await userEvent.click(form.getByRole('combobox', { name: 'Calendar' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Business' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Location' }), 'Room 4');
    await userEvent.click(form.getByRole('button', { name: 'Add' }));
    const title = form.getByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title).toHaveAccessibleDescription('An event of that name is already on this day.'));
    await expect(title).toHaveValue('Board meeting');
    await expect(form.getByRole('combobox', { name: 'Calendar' })).toHaveTextContent('Business');
    await expect(form.getByRole('textbox', { name: 'Location' })).toHaveValue('Room 4');
    await expect(form.queryByRole('alert', { name: /could not be saved/ })).toBeNull();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The server is down: the failure shows above the fields, and what was typed stays for another try. */
export const SaveFails: Story = {
  parameters: refuse(503, { error: 'The calendar server is down' }),
  args: { state: { key: 1, initial: { ...newEventOn('2026-01-20'), title: 'Offsite', calendar: 'Business' } } },
  play: async () => {
    const form = within(await panel('Add event'));
    await userEvent.click(form.getByRole('button', { name: 'Add' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'The event could not be saved (The calendar server is down). Everything you typed is still here: try again.',
    );
    await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('Offsite');
  },
};

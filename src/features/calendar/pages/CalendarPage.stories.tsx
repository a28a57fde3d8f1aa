import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { CalendarEvent } from '@/lib/api/schemas/calendar';
import { handlers, scenarios } from '@/mocks';
import { fixClock } from '@/stories/support/clock';
import seed from '@/mocks/data/seed/events.json';
import { appears } from '@/stories/support/appears';
import { CalendarPage } from '@/features/calendar/pages/CalendarPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Apps & pages/Calendar/Page',
  component: CalendarPage,
  parameters: {
    session: 'admin',
    // A fixed month: the seeded events land in the demo clock's month, January 2026.
    route: '/apps/calendar?view=month&date=2026-01-15',
    endpoints: [
      'GET /apps/calendar/events',
      'POST /apps/calendar/add-event',
      'POST /apps/calendar/update-event',
      'DELETE /apps/calendar/remove-event',
      'GET /api/users/list/all-data',
    ],
    ...pageParameters,
  },
  // The demo server's clock and the app's today stand still: the seeded events are in January 2026
  // in every run, and the same day is today.
  beforeEach: fixClock,
} satisfies Meta<typeof CalendarPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const events = seed as CalendarEvent[];
const business = events.filter((event) => event.extendedProps.calendar === 'Business');

/** The calendar once its events are in. */
const loaded = (canvasElement: HTMLElement, count = events.length) =>
  within(canvasElement).findByText(`${count} events in the calendars shown`);
/** The day's cell in the month (FullCalendar marks each with its date). */
const cell = (canvasElement: HTMLElement, day: string) =>
  canvasElement.querySelector<HTMLElement>(`[role="cell"][data-date="${day}"]`)!;
const eventIn = (canvasElement: HTMLElement, day: string, title: string) =>
  within(cell(canvasElement, day)).findByRole('button', { name: new RegExp(title) });
const panel = (name: string) => screen.findByRole('dialog', { name });

type Point = { x: number; y: number };
// `view` as a browser's own events have it: their page coordinates (pageX, pageY, which FullCalendar
// reads) then count the page's scroll.
const mouse = (type: string, target: EventTarget, { x, y }: Point) =>
  target.dispatchEvent(
    new MouseEvent(type, { bubbles: true, cancelable: true, view: window, clientX: x, clientY: y, button: 0 }),
  );
/** Where a person points at an element: its middle, or (`low`) near its foot, below the events of a day. */
const pointAt = (element: Element, low = false): Point => {
  const box = element.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: low ? box.bottom - 6 : box.top + box.height / 2 };
};

/**
 * Scrolls the page, as a person does before pointing, so that these elements are on screen (their
 * middle in the middle of the window): FullCalendar finds what is under the pointer, and below the
 * fold of a laptop's Storybook canvas (430 px high) there is nothing under it.
 */
function bringIntoView(...elements: Element[]) {
  const boxes = elements.map((element) => element.getBoundingClientRect());
  const middle = (Math.min(...boxes.map((box) => box.top)) + Math.max(...boxes.map((box) => box.bottom))) / 2;
  window.scrollBy({ top: middle - window.innerHeight / 2, behavior: 'instant' });
}

/**
 * A mouse press that FullCalendar reads where it happens (testing-library's clicks carry no
 * coordinates): a day's empty foot, as a person clicks a day.
 */
function pressDay(element: Element) {
  bringIntoView(element);
  const point = pointAt(element, true);
  mouse('mousedown', element, point);
  mouse('mouseup', document, point);
}

/** Presses and drags with the mouse as a person would, in steps, from one element's middle to another's. */
async function drag(from: Element, to: Element) {
  bringIntoView(from, to);
  const start = pointAt(from);
  const end = pointAt(to, true);
  mouse('mousedown', from, start);
  for (let step = 1; step <= 10; step++) {
    await new Promise((resolve) => setTimeout(resolve, 16));
    const at = (a: number, b: number) => a + ((b - a) * step) / 10;
    mouse('mousemove', document, { x: at(start.x, end.x), y: at(start.y, end.y) });
  }
  mouse('mouseup', document, end);
}

/** January 2026 in the month view, every calendar shown, with the count of events above the grid. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await loaded(canvasElement)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'January 2026' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'January 2026' })).toBeVisible();
    await expect(await eventIn(canvasElement, '2026-01-22', 'Team holiday')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('checkbox', { name: 'View all' })).toBeChecked();
  },
};

/** The grid is drawn at once; the line above it says the events are on their way. */
export const Loading: Story = {
  parameters: { msw: { handlers: { calendar: scenarios.loading(handlers.calendar) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading the events…')).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'January 2026' })).toBeVisible();
  },
};

/** No event in the calendars: still the month, and a note to add one. */
export const Empty: Story = {
  parameters: { msw: { handlers: { calendar: scenarios.respondWith(handlers.calendar, []) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No events in the calendars shown. Pick a day to add one.')).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'January 2026' })).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { calendar: scenarios.serverError(handlers.calendar) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The events could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** View all off (nothing shown), Business alone, then View all again. */
export const FilterByCalendar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    const viewAll = canvas.getByRole('checkbox', { name: 'View all' });
    await userEvent.click(viewAll);
    await expect(await canvas.findByText('No calendar is shown. Tick one to see its events.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Team holiday/ })).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Business' }));
    await expect(await loaded(canvasElement, business.length)).toBeVisible();
    await expect(viewAll).toBePartiallyChecked();
    await expect(canvas.queryByRole('button', { name: /Team holiday/ })).toBeNull();
    await expect(await eventIn(canvasElement, '2026-01-26', 'Design review')).toBeVisible();
    await userEvent.click(viewAll);
    await expect(await loaded(canvasElement)).toBeVisible();
    await expect(viewAll).toBeChecked();
  },
};

/** Click a day: the panel opens on it; a title and a calendar later the event is on that day. */
export const AddEventOnDay: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    pressDay(cell(canvasElement, '2026-01-28'));
    const dialog = await appears(panel('Add event'));
    const form = within(dialog);
    await expect(form.getByRole('textbox', { name: 'Start date' })).toHaveValue('2026-01-28');
    await expect(form.getByRole('textbox', { name: 'End date' })).toHaveValue('2026-01-28');
    await expect(form.getByRole('switch', { name: 'All day' })).toBeChecked();
    await userEvent.type(form.getByRole('textbox', { name: 'Title' }), 'Design sync');
    await userEvent.click(form.getByRole('combobox', { name: 'Calendar' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Business' }));
    await userEvent.click(form.getByRole('button', { name: 'Add' }));
    await appears(screen.findByText('“Design sync” added'));
    await expect(await eventIn(canvasElement, '2026-01-28', 'Design sync')).toBeVisible();
    await expect(await loaded(canvasElement, events.length + 1)).toBeVisible();
  },
};

/** Open an event and move it to another day in the panel: it is drawn there. */
export const MoveWithThePanel: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(await eventIn(canvasElement, '2026-01-20', 'Yoga'));
    const form = within(await appears(panel('Update event')));
    await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('Yoga');
    await expect(form.getByLabelText(/^Start time/)).toHaveValue('16:00');
    for (const name of ['Start date', 'End date']) {
      await userEvent.clear(form.getByRole('textbox', { name }));
      await userEvent.type(form.getByRole('textbox', { name }), '2026-01-21');
    }
    await userEvent.click(form.getByRole('button', { name: 'Update' }));
    await appears(screen.findByText('“Yoga” updated'));
    await expect(await eventIn(canvasElement, '2026-01-21', 'Yoga')).toBeVisible();
    await expect(within(cell(canvasElement, '2026-01-20')).queryByRole('button', { name: /Yoga/ })).toBeNull();
  },
};

/** Drag an event to another day: it stays there, and the server has it (the list asked again agrees). */
export const MoveByDragging: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await drag(await eventIn(canvasElement, '2026-01-20', 'Yoga'), cell(canvasElement, '2026-01-29'));
    await expect(await eventIn(canvasElement, '2026-01-29', 'Yoga')).toBeVisible();
    await userEvent.click(await eventIn(canvasElement, '2026-01-29', 'Yoga'));
    const form = within(await appears(panel('Update event')));
    await expect(form.getByRole('textbox', { name: 'Start date' })).toHaveValue('2026-01-29');
  },
};

/** The server refuses a drag: the event goes back to its day and a toast says why. */
export const DragRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        calendar: [
          http.post('*/apps/calendar/update-event', () =>
            HttpResponse.json({ error: 'The room is booked that day' }, { status: 409 }),
          ),
          ...handlers.calendar,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await drag(await eventIn(canvasElement, '2026-01-20', 'Yoga'), cell(canvasElement, '2026-01-29'));
    await appears(screen.findByText('The event went back to where it was: The room is booked that day'));
    await expect(await eventIn(canvasElement, '2026-01-20', 'Yoga')).toBeVisible();
    await expect(within(cell(canvasElement, '2026-01-29')).queryByRole('button', { name: /Yoga/ })).toBeNull();
  },
};

/** Delete asks first; once confirmed the event is gone. */
export const DeleteEvent: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(await eventIn(canvasElement, '2026-01-27', 'Ski trip'));
    const form = within(await appears(panel('Update event')));
    await userEvent.click(form.getByRole('button', { name: 'Delete' }));
    const confirm = await appears(screen.findByRole('dialog', { name: 'Delete “Ski trip”?' }));
    await expect(within(confirm).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await appears(screen.findByText('“Ski trip” deleted'));
    await expect(await loaded(canvasElement, events.length - 1)).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: /Ski trip/ })).toBeNull();
  },
};

/** Week, day and list, then the month again: each with its own title, the pressed view following. */
export const SwitchViews: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    const title = (name: string | RegExp) => canvas.findByRole('heading', { level: 2, name });
    await userEvent.click(canvas.getByRole('button', { name: 'Week' }));
    await title(/^Jan 11\W+17, 2026$/);
    await expect(canvas.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Next week' }));
    await title(/^Jan 18\W+24, 2026$/);
    await expect(await canvas.findByRole('button', { name: /Yoga/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Day' }));
    await title('January 18, 2026');
    await userEvent.click(canvas.getByRole('button', { name: 'List' }));
    await title('January 2026');
    await expect(await canvas.findByRole('button', { name: /Design review/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Month' }));
    await expect(await canvas.findByRole('table', { name: 'January 2026' })).toBeVisible();
  },
};

/** A link to a week opens that week: the view and the day are in the address. */
export const Week: Story = {
  parameters: { route: '/apps/calendar?view=week&date=2026-01-22' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: /^Jan 18\W+24, 2026$/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
    await expect(await canvas.findByRole('button', { name: /Client call/ })).toBeVisible();
  },
};

/** The month as a list, day by day, each event with its time and its calendar's colour. */
export const List: Story = {
  parameters: { route: '/apps/calendar?view=list&date=2026-01-15' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Budget meeting/ })).toBeVisible();
  },
};

/** By keyboard: a day's number adds an event on it, an event opens with Enter. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    const day = canvas.getByRole('link', { name: 'Add an event on January 13, 2026' });
    day.focus();
    await userEvent.keyboard('{Enter}');
    const form = within(await appears(panel('Add event')));
    await expect(form.getByRole('textbox', { name: 'Start date' })).toHaveValue('2026-01-13');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    (await eventIn(canvasElement, '2026-01-12', 'Public holiday')).focus();
    await userEvent.keyboard('{Enter}');
    const edit = within(await appears(panel('Update event')));
    await expect(edit.getByRole('textbox', { name: 'Title' })).toHaveValue('Public holiday');
  },
};

/** Add event from the sidebar, an end before the start: refused at the end date, nothing sent. */
export const EndBeforeStart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add event' }));
    const form = within(await appears(panel('Add event')));
    await userEvent.type(form.getByRole('textbox', { name: 'Title' }), 'Retro');
    await userEvent.clear(form.getByRole('textbox', { name: 'End date' }));
    await userEvent.type(form.getByRole('textbox', { name: 'End date' }), '2026-01-10');
    await userEvent.click(form.getByRole('button', { name: 'Add' }));
    const end = form.getByRole('textbox', { name: 'End date' });
    await waitFor(() => expect(end).toHaveAccessibleDescription('The end cannot be before the start.'));
    await expect(end).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('Retro');
  },
};

/** In French: FullCalendar's words and dates in French, the week starting on Monday. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const month = await canvas.findByRole('table', { name: 'janvier 2026' });
    await expect(month).toBeVisible();
    await expect(within(month).getAllByRole('columnheader')[0]).toHaveTextContent('lundi');
    await expect(await canvas.findByText('16 évènements dans les calendriers affichés')).toBeVisible();
  },
};

const phone = {
  parameters: { route: '/apps/calendar?date=2026-01-15' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** On a phone the calendar starts on the month's list (the address names no view); the sidebar is put away. */
export const PhoneStartsOnList: Story = {
  ...phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await expect(canvas.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    // The three days of the holiday, each in its day's list.
    await expect(await canvas.findAllByRole('button', { name: /Team holiday/ })).toHaveLength(3);

    await expect(canvas.queryByRole('checkbox', { name: 'View all' })).toBeNull();
  },
};

/** On a phone the calendars and the small month open in a panel from the sidebar's button. */
export const PhoneSidebar: Story = {
  ...phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Calendars and days' }));
    const sidebar = await appears(screen.findByRole('dialog', { name: 'Calendars and days' }));
    await userEvent.click(within(sidebar).getByRole('checkbox', { name: 'Holiday' }));
    await expect(await loaded(canvasElement, events.length - 3)).toBeInTheDocument();
  },
};

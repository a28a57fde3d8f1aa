import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { fixClock } from '@/stories/support/clock';
import { openOverlayA11y } from '@/ui/story/overlayA11y';
import ColourPickerExample from '@/features/forms/pickers/examples/ColourPicker';
import DateRangeExample from '@/features/forms/pickers/examples/DateRange';
import DateTimePickerExample from '@/features/forms/pickers/examples/DateTimePicker';
import DisabledDaysExample from '@/features/forms/pickers/examples/DisabledDays';
import MinMaxWeeksExample from '@/features/forms/pickers/examples/MinMaxWeeks';
import MultipleDaysExample from '@/features/forms/pickers/examples/MultipleDays';
import SingleDateExample from '@/features/forms/pickers/examples/SingleDate';
import TimePickerExample from '@/features/forms/pickers/examples/TimePicker';
import { PickersPage } from '@/features/forms/pickers/PickersPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Forms/Form elements/Pickers',
  component: PickersPage,
  // "Today" is 2026-01-15 in every story, so the calendars never change with the day they run.
  beforeEach: fixClock,
  parameters: { session: 'admin', route: '/forms/elements/pickers', ...pageParameters },
} satisfies Meta<typeof PickersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const day = (root: HTMLElement, name: RegExp) => within(root).findByRole('button', { name });
const gridcell = (button: HTMLElement) => button.closest('[role="gridcell"]');
/** What an example says under its control (the calendars' month captions are live regions too). */
const said = (root: HTMLElement) => root.querySelector('p[role="status"]');

/** Eight examples; the calendars show January 2026, nothing picked yet. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Pickers');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Date',
      'Range',
      'Multiple days',
      'Disabled days',
      'Min, max and week numbers',
      'Time',
      'Date and time',
      'Colour',
    ]);
    await expect(canvas.getByRole('textbox', { name: 'Departure' })).toHaveValue('2026-01-20');
    await waitFor(() => expect(canvasElement.querySelector('[aria-label="Stay"] [role="grid"]')).toBeVisible());
    await expect(canvas.getByText('Pick the arrival day.')).toBeVisible();
  },
};

/** The calendar button opens the month on the day; Page Down and Enter pick a day a month later. */
export const SingleDate: Story = {
  render: () => <SingleDateExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pick the departure date' }));
    const grid = await screen.findByRole('grid');
    await waitFor(() => expect(within(grid).getByRole('button', { name: /January 20, 2026/ })).toHaveFocus());
    await userEvent.keyboard('{PageDown}{Enter}');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Departure' })).toHaveValue('2026-02-20'));
    await expect(canvas.getByRole('button', { name: 'Pick the departure date' })).toHaveFocus();
  },
};

/** The flow: a range of dates picked by keyboard (arrows to move, Enter at each end). */
export const Range: Story = {
  render: () => <DateRangeExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const today = await day(canvasElement, /January 15, 2026/);
    // Days before today cannot be picked.
    await expect(canvas.getByRole('button', { name: /January 14, 2026/ })).toBeDisabled();
    today.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{Enter}');
    await expect(said(canvasElement)).toHaveTextContent('Arrival 2026-01-20: now pick the departure day.');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(said(canvasElement)).toHaveTextContent('2026-01-20 to 2026-01-27, 7 nights.');
    await expect(gridcell(canvas.getByRole('button', { name: /January 20, 2026/ }))).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(gridcell(canvas.getByRole('button', { name: /January 23, 2026/ }))).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('button', { name: /January 27, 2026/ })).toHaveFocus();
  },
};

/** Space on a day adds it, Space again takes it off. */
export const MultipleDays: Story = {
  render: () => <MultipleDaysExample />,
  play: async ({ canvasElement }) => {
    (await day(canvasElement, /January 15, 2026/)).focus();
    await userEvent.keyboard(' {ArrowRight} {ArrowRight} ');
    await expect(said(canvasElement)).toHaveTextContent('3 of 5 days: 2026-01-15, 2026-01-16, 2026-01-17');
    await userEvent.keyboard('{ArrowLeft} ');
    await expect(said(canvasElement)).toHaveTextContent('2 of 5 days: 2026-01-15, 2026-01-17');
  },
};

/** Weekends and past days cannot be picked; the arrows skip them; a weekday picks. */
export const DisabledDays: Story = {
  render: () => <DisabledDaysExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await day(canvasElement, /Saturday, January 17, 2026/)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /January 12, 2026/ })).toBeDisabled();
    canvas.getByRole('button', { name: /Friday, January 16, 2026/ }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: /Monday, January 19, 2026/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(said(canvasElement)).toHaveTextContent('Delivery on 2026-01-19.');
  },
};

/** The calendar stops at the 60 days' months and shows week numbers; a date typed outside is refused. */
export const MinMaxAndWeekNumbers: Story = {
  parameters: openOverlayA11y,
  render: () => <MinMaxWeeksExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Appointment' });
    await userEvent.type(box, '2026-06-01');
    await expect(box).toHaveAccessibleDescription('Pick a day within the next 60 days.');
    await userEvent.clear(box);
    await userEvent.click(canvas.getByRole('button', { name: 'Pick the appointment date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Appointment' });
    await expect(within(dialog).getByRole('button', { name: /Previous/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(dialog.querySelectorAll('.rdp-week_number').length).toBeGreaterThan(3);
    await userEvent.keyboard('{PageDown}{PageDown}');
    await expect(within(dialog).getByRole('button', { name: /Next/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Keyboard: Up and Down change the hours, digits type the minutes, Left and Right move between them. */
export const Time: Story = {
  render: () => <TimePickerExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hours = canvas.getByRole('spinbutton', { name: 'Hours' });
    await userEvent.tab();
    await expect(hours).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(hours).toHaveAttribute('aria-valuetext', '09');
    await userEvent.keyboard('{ArrowRight}');
    const minutes = canvas.getByRole('spinbutton', { name: 'Minutes' });
    await expect(minutes).toHaveFocus();
    await userEvent.keyboard('45{ArrowUp}');
    await expect(minutes).toHaveAttribute('aria-valuenow', '50');
    await expect(said(canvasElement)).toHaveTextContent('Rings at 09:50.');
    await userEvent.keyboard('{ArrowLeft}{Home}');
    await expect(said(canvasElement)).toHaveTextContent('Rings at 00:50.');
  },
};

/** A day typed and a time stepped: the moment is said in full. */
export const DateAndTime: Story = {
  render: () => <DateTimePickerExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Meeting day' });
    await userEvent.clear(box);
    await userEvent.type(box, '2026-02-05');
    canvas.getByRole('spinbutton', { name: 'Hours' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowRight}{ArrowUp}');
    await expect(said(canvasElement)).toHaveTextContent('Starts Thursday, February 5, 2026 at 1:15 PM');
  },
};

/** Swatches by arrows, a slider by keys, and a bad hex refused then fixed: everything follows. */
export const Colour: Story = {
  render: () => <ColourPickerExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const violet = canvas.getByRole('radio', { name: 'Violet' });
    await expect(violet).toBeChecked();
    violet.focus();
    // Held down: Radix moves the focus a tick after the key, and chooses only while an arrow is down.
    await userEvent.keyboard('{ArrowRight>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Teal' })).toBeChecked());
    await userEvent.keyboard('{/ArrowRight}');
    const hex = canvas.getByRole('textbox', { name: 'Hex code' });
    await expect(hex).toHaveValue('#0d9488');
    const hue = canvas.getByRole('slider', { name: 'Hue' });
    await expect(hue).toHaveAttribute('aria-valuenow', '175');
    await userEvent.clear(hex);
    await userEvent.type(hex, '#12');
    await expect(hex).toHaveAttribute('aria-invalid', 'true');
    await expect(hex).toHaveAccessibleDescription('Type a hex colour such as #3a86ff or #38f.');
    await userEvent.type(hex, '3');
    await expect(hex).not.toHaveAttribute('aria-invalid');
    await expect(said(canvasElement)).toHaveTextContent('Label colour: #112233');
    await expect(canvas.getByRole('radio', { name: 'Teal' })).not.toBeChecked();
    canvas.getByRole('slider', { name: 'Lightness' }).focus();
    await userEvent.keyboard('{End}');
    await expect(said(canvasElement)).toHaveTextContent('Label colour: #ffffff');
  },
};

/** In French: month and day names, and the week starting on Monday. */
export const French: Story = {
  globals: { locale: 'fr' },
  render: () => <DateRangeExample />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('janvier 2026')).toBeVisible();
    await expect(canvasElement.querySelector('.rdp-weekday')).toHaveAttribute('aria-label', 'lundi');
  },
};

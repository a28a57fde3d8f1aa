import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { FullApp } from '@/stories/FullApp';
import { appears } from '@/stories/support/appears';
import { fixClock } from '@/stories/support/clock';
import { desktop } from '@/stories/support/fullApp';
import { fullAppParameters } from '@/stories/support/fullAppParameters';

/** The calendar in the whole app. */
const meta = {
  title: 'App/Flows/Calendar',
  component: FullApp,
  args: { route: '/access-control' },
  parameters: {
    ...fullAppParameters,
    docs: {
      source: {
        code: "import { App } from '@/app/App';\n\n// The routed app, as src/app/start.tsx renders it.\nconst FullApp = () => <App />;\n",
      },
    },
  },
} satisfies Meta<typeof FullApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Flow: the navbar's Calendar bookmark, then an event added for today from the sidebar. */
export const BookmarkToCalendar: Story = {
  // A width with the navbar's bookmarks and the calendar's sidebar (Add event) beside the month.
  globals: desktop,
  // Today and the demo server's clock stand still: the calendar opens on the seeded events' month.
  beforeEach: fixClock,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await appears(canvas.findByText('manage all'));
    await step('The Calendar bookmark opens the calendar on this month', async () => {
      const bookmarks = await canvas.findByRole('group', { name: 'Bookmarks' });
      await userEvent.click(await within(bookmarks).findByRole('link', { name: 'Calendar' }));
      await appears(canvas.findByRole('heading', { level: 1, name: 'Calendar' }));
      await expect(await canvas.findByText('16 events in the calendars shown')).toBeVisible();
    });
    await step('Add event: a title and a calendar, and it is on today', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Add event' }));
      const panel = within(await appears(screen.findByRole('dialog', { name: 'Add event' })));
      await expect(panel.getByRole('textbox', { name: 'Start date' })).toHaveValue('2026-01-15');
      await userEvent.type(panel.getByRole('textbox', { name: 'Title' }), 'Quarterly review');
      await userEvent.click(panel.getByRole('combobox', { name: 'Calendar' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Business' }));
      await userEvent.click(panel.getByRole('button', { name: 'Add' }));
      await appears(screen.findByText('“Quarterly review” added'));
      const today = canvasElement.querySelector<HTMLElement>('[role="cell"][data-date="2026-01-15"]')!;
      await expect(await within(today).findByRole('button', { name: /Quarterly review/ })).toBeVisible();
      await expect(await canvas.findByText('17 events in the calendars shown')).toBeVisible();
    });
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectCopied, spyOnClipboard } from '@/stories/support/clipboard';
import { AlertsPage } from '@/features/components/alerts/AlertsPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI elements/Components/Alerts',
  component: AlertsPage,
  parameters: { session: 'admin', route: '/components/alerts', ...pageParameters },
} satisfies Meta<typeof AlertsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const titles = ['Tones', 'With a title', 'Icons', 'Dismissible', 'With an action', 'Live alert'];

/** Six examples, each a live alert (or a button that adds one) under its title. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(titles);
    await expect(canvas.getByText('Your storage is 90% full.')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not save');
    await expect(canvas.getByRole('link', { name: 'pricing page' })).toHaveAttribute('href', '/pages/pricing');
  },
};

/** Flow: dismissing an alert moves the focus to "Show the alerts again", which brings them back. */
export const DismissAnAlert: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const restore = canvas.getByRole('button', { name: 'Show the alerts again' });
    await step('Dismiss the downtime notice', async () => {
      await userEvent.click(canvas.getAllByRole('button', { name: 'Dismiss' })[0]!);
      await expect(canvas.queryByText('Scheduled downtime')).not.toBeInTheDocument();
      await waitFor(() => expect(restore).toHaveFocus());
    });
    await step('Dismiss the tip by keyboard', async () => {
      canvas.getByRole('button', { name: 'Dismiss' }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(canvas.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
      await waitFor(() => expect(restore).toHaveFocus());
    });
    await step('Bring them back', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByText('Scheduled downtime')).toBeVisible();
      await expect(canvas.getAllByRole('button', { name: 'Dismiss' })).toHaveLength(2);
    });
  },
};

/** Flow: each press of "Save draft" adds an alert to the live region; closing one returns the focus. */
export const TriggerLiveAlert: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save draft' });
    await userEvent.click(save);
    await userEvent.click(save);
    const region = save.nextElementSibling as HTMLElement;
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(within(region).getAllByRole('note')).toHaveLength(2);
    await expect(region).toHaveTextContent('Draft 2 saved.');
    await userEvent.click(within(region).getAllByRole('button', { name: 'Dismiss' })[0]!);
    await expect(region).not.toHaveTextContent('Draft 1 saved.');
    await expect(save).toHaveFocus();
  },
};

/** Flow: an example's source opens under it, copies to the clipboard, and links to the kit's story. */
export const ShowAndCopyCode: Story = {
  beforeEach: spyOnClipboard,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getAllByRole('button', { name: 'Show code' })[5]!;
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const code = canvas.getByRole('region', { name: 'Source of “Live alert”' });
    await expect(code).toHaveTextContent('export default function LiveAlert()');
    await expect(code).toHaveTextContent('aria-live="polite"');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy code' }));
    await expectCopied(code.textContent!);
    await expect(canvas.getByRole('link', { name: 'Open its story' }).getAttribute('href')).toMatch(
      /\?path=\/story\/ui-alert--dismissible$/,
    );
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ProgressPage } from '@/features/components/progress/ProgressPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI elements/Components/Progress',
  component: ProgressPage,
  parameters: { session: 'admin', route: '/components/progress', ...pageParameters },
} satisfies Meta<typeof ProgressPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Seven examples, each with live bars under its title. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Progress');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Values',
      'Tones',
      'Labels',
      'Heights',
      'Striped',
      'Several together',
      'Live upload',
    ]);
    await expect(canvas.getByRole('progressbar', { name: 'Step at 75%' })).toHaveAttribute('aria-valuenow', '75');
    const steps = canvas.getByRole('progressbar', { name: 'Onboarding: 3 of 5 steps' });
    await expect(steps).toHaveAttribute('aria-valuemax', '5');
    await expect(canvas.getByRole('progressbar', { name: 'Monthly emails sent' })).toBeInTheDocument();
  },
};

/**
 * Keyboard: Enter on "Start upload" makes the bar indeterminate while the upload gets ready, then it
 * fills to 100 % and the end is announced; the button keeps the focus throughout.
 */
export const AdvanceTheLiveProgress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Uploading report.pdf' });
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    const start = canvas.getByRole('button', { name: 'Start upload' });
    start.focus();
    await userEvent.keyboard('{Enter}');
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(bar).toHaveAttribute('data-state', 'indeterminate');
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'), { timeout: 3000 });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'), { timeout: 3000 });
    await expect(canvas.getByRole('status')).toHaveTextContent('Upload complete.');
    await expect(start).toHaveFocus();
    await expect(start).toHaveAccessibleName('Upload again');
  },
};

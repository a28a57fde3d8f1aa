import type { Meta, StoryObj } from '@storybook/react-vite';
import { readSheet } from 'read-excel-file/browser';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catchDownloads, type Download } from '@/stories/support/downloads';
import { ExportSelectedPage } from '@/features/extensions/export-selected/ExportSelectedPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI elements/Extensions/Export selected',
  component: ExportSelectedPage,
  parameters: { session: 'admin', route: '/extensions/export-selected', ...pageParameters },
} satisfies Meta<typeof ExportSelectedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

let files: Download[] = [];

/** Two orders ticked to start with; the header's box shows a partial selection. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Export selected');
    await expect(canvas.getByRole('table')).toHaveAccessibleName('2 of 8 orders selected');
    await expect(canvas.getByRole('checkbox', { name: 'Select every order' })).toHaveAttribute('aria-checked', 'mixed');
    await expect(canvas.getByRole('checkbox', { name: 'Select order #5021' })).toBeChecked();
  },
};

/**
 * Flow, by keyboard: tick one more order, untick one, and export: the CSV and the Excel file hold
 * exactly the orders ticked, in the table's order.
 */
export const ExportTheRowsTicked: Story = {
  beforeEach: () => {
    const downloads = catchDownloads();
    files = downloads.files;
    return downloads.release;
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('tick #5027, untick #5021 with the space bar', async () => {
      canvas.getByRole('checkbox', { name: 'Select order #5027' }).focus();
      await userEvent.keyboard(' ');
      canvas.getByRole('checkbox', { name: 'Select order #5021' }).focus();
      await userEvent.keyboard(' ');
      await expect(canvas.getByRole('table')).toHaveAccessibleName('2 of 8 orders selected');
    });
    await step('CSV: #5023 and #5027', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'CSV' }));
      await waitFor(() => expect(files).toHaveLength(1));
      await expect(files[0]!.name).toBe('selected-orders.csv');
      const lines = (await files[0]!.blob.text())
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      await expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['5023', '5027']);
    });
    await step('Excel: the same two orders', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Excel' }));
      await waitFor(() => expect(files).toHaveLength(2), { timeout: 5000 });
      const rows = await readSheet(files[1]!.blob);
      await expect(rows.slice(1).map((row) => row[0])).toEqual([5023, 5027]);
      await expect(canvas.getByRole('status')).toHaveTextContent('Saved selected-orders.xlsx with 2 rows.');
    });
  },
};

/** The header's box clears every row: the buttons wait and the hint says to tick some; ticking it again takes them all. */
export const ClearAndSelectAll: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: 'Select every order' });
    await userEvent.click(all);
    await expect(canvas.getByRole('table')).toHaveAccessibleName('8 of 8 orders selected');
    await userEvent.click(all);
    await expect(canvas.getByRole('table')).toHaveAccessibleName('0 of 8 orders selected');
    await expect(canvas.getByRole('button', { name: 'Excel' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'File name' })).toHaveAccessibleDescription(
      'Tick the orders to export.',
    );
  },
};

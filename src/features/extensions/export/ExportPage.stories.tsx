import type { Meta, StoryObj } from '@storybook/react-vite';
import { readSheet } from 'read-excel-file/browser';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catchDownloads, type Download } from '@/stories/support/downloads';
import { ExportPage } from '@/features/extensions/export/ExportPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI elements/Extensions/Export',
  component: ExportPage,
  parameters: { session: 'admin', route: '/extensions/export', ...pageParameters },
} satisfies Meta<typeof ExportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

let files: Download[] = [];
const keepDownloads = () => {
  const downloads = catchDownloads();
  files = downloads.files;
  return downloads.release;
};

/** One example's card, found by its title. */
const exampleNamed = (canvasElement: HTMLElement, title: string) =>
  within(within(canvasElement).getByRole('heading', { level: 2, name: title }).closest('section')!);

const csvLines = async (file: Download) =>
  (await file.blob.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');

/** Two examples, each with its file name ready and every order in its table. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Export');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'The whole table',
      'What the search leaves',
    ]);
    const names = canvas.getAllByRole('textbox', { name: 'File name' });
    await expect(names.map((input) => (input as HTMLInputElement).value)).toEqual(['orders', 'orders-found']);
    await expect(canvas.getAllByRole('table')[0]).toHaveAccessibleName('8 orders');
  },
};

/** Flow: the whole table as CSV under a new name, then as an Excel workbook whose rows read back. */
export const ExportTheWholeTable: Story = {
  beforeEach: keepDownloads,
  play: async ({ canvasElement, step }) => {
    const example = exampleNamed(canvasElement, 'The whole table');
    const name = example.getByRole('textbox', { name: 'File name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'november-orders');
    await step('CSV: a header, then the eight orders; dates as days', async () => {
      await userEvent.click(example.getByRole('button', { name: 'CSV' }));
      await waitFor(() => expect(files).toHaveLength(1));
      await expect(files[0]!.name).toBe('november-orders.csv');
      const lines = await csvLines(files[0]!);
      await expect(lines[0]).toBe('Order,Customer,Email,Placed,Items,Total (USD),Status');
      await expect(lines[1]).toBe('5021,Jordan Stevenson,jordan.stevenson@example.com,2026-11-02,3,428.5,Paid');
      await expect(lines).toHaveLength(9);
      await expect(example.getByRole('status')).toHaveTextContent('Saved november-orders.csv with 8 rows.');
    });
    await step('Excel: the same rows, the total a number and the day a date', async () => {
      await userEvent.click(example.getByRole('button', { name: 'Excel' }));
      await waitFor(() => expect(files).toHaveLength(2), { timeout: 5000 });
      await expect(files[1]!.name).toBe('november-orders.xlsx');
      const rows = await readSheet(files[1]!.blob);
      await expect(rows).toHaveLength(9);
      await expect(rows[1]![0]).toBe(5021);
      await expect(rows[1]![5]).toBe(428.5);
      await expect(rows[1]![3]).toEqual(new Date('2026-11-02T00:00:00Z'));
    });
  },
};

/** A name a file system refuses is refused at the field; nothing is saved and the name typed stays. */
export const RefuseABadFileName: Story = {
  beforeEach: keepDownloads,
  play: async ({ canvasElement }) => {
    const example = exampleNamed(canvasElement, 'The whole table');
    const name = example.getByRole('textbox', { name: 'File name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'q4/orders');
    await userEvent.click(example.getByRole('button', { name: 'CSV' }));
    await expect(name).toHaveAccessibleDescription('A file name cannot contain \\ / : * ? " < > |');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveValue('q4/orders');
    await expect(files).toHaveLength(0);
  },
};

/** Flow: search, and the CSV holds only the rows the search leaves; Print sends the same rows. */
export const ExportWhatTheSearchLeaves: Story = {
  beforeEach: keepDownloads,
  play: async ({ canvasElement }) => {
    const example = exampleNamed(canvasElement, 'What the search leaves');
    await userEvent.type(example.getByRole('searchbox', { name: 'Search the orders' }), 'pending');
    await expect(example.getByRole('table')).toHaveAccessibleName('2 of 8 orders');
    await userEvent.click(example.getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const lines = await csvLines(files[0]!);
    await expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['5022', '5026']);

    const printed: number[] = [];
    const realPrint = window.print;
    window.print = () => printed.push(document.querySelectorAll('[data-print-area] tbody tr').length);
    try {
      await userEvent.click(example.getByRole('button', { name: 'Print' }));
    } finally {
      window.print = realPrint;
    }
    await expect(printed).toEqual([2]);
  },
};

/** No order matches: the buttons wait and the hint says why. */
export const NothingToExport: Story = {
  play: async ({ canvasElement }) => {
    const example = exampleNamed(canvasElement, 'What the search leaves');
    await userEvent.type(example.getByRole('searchbox', { name: 'Search the orders' }), 'nobody');
    await expect(example.getByRole('button', { name: 'CSV' })).toBeDisabled();
    await expect(example.getByRole('textbox', { name: 'File name' })).toHaveAccessibleDescription(
      'No order matches the search.',
    );
  },
};

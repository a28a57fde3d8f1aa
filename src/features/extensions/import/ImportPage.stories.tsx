import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ImportPage } from '@/features/extensions/import/ImportPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI elements/Extensions/Import',
  component: ImportPage,
  parameters: { session: 'admin', route: '/extensions/import', ...pageParameters },
} satisfies Meta<typeof ImportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The file's input (react-dropzone's, hidden); its `accept` is left to the page to apply, as a drop would be. */
const pick = async (canvasElement: HTMLElement, file: File) => {
  const input = within(canvasElement).getByLabelText('Contacts file');
  await userEvent.setup({ applyAccept: false }).upload(input, file);
};

const loadSample = async (canvasElement: HTMLElement, name: string) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  return within(canvasElement).findByText(new RegExp(`^${name.replace('.', '\\.')}: `));
};

/** Nothing imported yet: the drop zone, its button, its limits and the two samples. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Import');
    const zone = within(canvas.getByRole('group', { name: 'Import a file' }));
    await expect(zone.getByRole('button', { name: 'Choose a file' })).toBeEnabled();
    await expect(zone.getByText(/up to 512 KB and 500 rows/)).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/**
 * Flow: the sample CSV fills the table; three rows have problems. Matching "Customer since" to the
 * file's "Client since" column checks the days too (one more problem), and Import takes the six
 * good rows.
 */
export const ImportTheSampleCsv: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(await loadSample(canvasElement, 'contacts.csv')).toHaveTextContent(
      'contacts.csv: 10 rows, 7 ready, 3 with problems.',
    );
    const table = within(canvas.getByRole('table', { name: 'The rows to import' }));
    await expect(table.getAllByRole('row')).toHaveLength(11);
    await expect(table.getByRole('row', { name: /^4 Tony Herrera/ })).toHaveTextContent(
      'Email is not an email address',
    );
    await expect(table.getByRole('row', { name: /^7 Ana Ribeiro/ })).toHaveTextContent('Amount is not a number');
    await expect(table.getByRole('row', { name: /^9 / })).toHaveTextContent('Name is missing');
    await step('match Customer since to Client since', async () => {
      await expect(canvas.getByRole('combobox', { name: 'Customer since' })).toHaveTextContent('Not imported');
      await userEvent.click(canvas.getByRole('combobox', { name: 'Customer since' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Client since' }));
      await expect(canvas.getByText(/^contacts\.csv: /)).toHaveTextContent('10 rows, 6 ready, 4 with problems.');
      await expect(table.getByRole('row', { name: /^11 Yuki Tanaka/ })).toHaveTextContent(
        'Customer since is not a real day',
      );
    });
    await step('import the six good rows', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Import 6 contacts' }));
      await expect(canvas.getByRole('status')).toHaveTextContent(
        '6 contacts imported from contacts.csv; 4 rows left out.',
      );
      await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    });
  },
};

/** The sample workbook reads the same: totals come as numbers and days as dates. */
export const ImportTheSampleExcel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await loadSample(canvasElement, 'contacts.xlsx')).toHaveTextContent(
      'contacts.xlsx: 10 rows, 7 ready, 3 with problems.',
    );
    const table = within(canvas.getByRole('table', { name: 'The rows to import' }));
    await expect(table.getByRole('row', { name: /^2 Jordan Stevenson/ })).toHaveTextContent('1250.5');
    await expect(canvas.getByRole('combobox', { name: 'Email' })).toHaveTextContent('E-mail');
  },
};

/** Unmatching a required field says so at the field, and no row is ready until it is matched again. */
export const RequiredColumnUnmatched: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loadSample(canvasElement, 'contacts.csv');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Email' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Not imported' }));
    await expect(canvas.getByRole('combobox', { name: 'Email' })).toHaveAccessibleDescription('Choose its column');
    await expect(canvas.getByRole('button', { name: 'Import 0 contacts' })).toBeDisabled();
  },
};

/**
 * Files that cannot be imported: each is refused with its reason, and the rows already read stay as
 * they were.
 */
export const RefuseBadFiles: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await loadSample(canvasElement, 'contacts.csv');
    const refusal = async () =>
      (await canvas.findByText('The file was not imported')).closest('[role="alert"]')?.textContent;
    await step('too large', async () => {
      await pick(canvasElement, new File(['x'.repeat(600 * 1024)], 'big.csv', { type: 'text/csv' }));
      await expect(await refusal()).toContain('big.csv is larger than 512 KB.');
    });
    await step('not a spreadsheet', async () => {
      await pick(canvasElement, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
      await waitFor(async () => expect(await refusal()).toContain('notes.txt is not a CSV or Excel (.xlsx) file.'));
    });
    await step('a workbook that is not one', async () => {
      await pick(canvasElement, new File(['not a zip'], 'broken.xlsx', { type: accept.xlsx }));
      await waitFor(async () =>
        expect(await refusal()).toContain('broken.xlsx is not an Excel workbook (.xlsx) that can be read.'),
      );
    });
    await step('a quote left open', async () => {
      await pick(
        canvasElement,
        new File(['name,email\n"Ada,ada@example.com\n'], 'open-quote.csv', { type: 'text/csv' }),
      );
      await waitFor(async () => expect(await refusal()).toContain('open-quote.csv is not valid CSV'));
    });
    await step('a header and nothing under it', async () => {
      await pick(canvasElement, new File(['name,email\n'], 'header-only.csv', { type: 'text/csv' }));
      await waitFor(async () =>
        expect(await refusal()).toContain('header-only.csv has a header but no rows under it.'),
      );
    });
    await expect(canvas.getByText(/^contacts\.csv: /)).toHaveTextContent('10 rows, 7 ready, 3 with problems.');
  },
};

const accept = { xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };

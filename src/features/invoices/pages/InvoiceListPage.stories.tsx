import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { handlers, scenarios } from '@/mocks';
import type { Invoice } from '@/lib/api/schemas/invoices';
import seed from '@/mocks/data/seed/invoices.json';
import { appears } from '@/stories/support/appears';
import { InvoiceListPage } from '@/features/invoices/pages/InvoiceListPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Apps & pages/Invoice/List',
  component: InvoiceListPage,
  parameters: {
    session: 'admin',
    route: '/apps/invoice/list',
    endpoints: ['GET /apps/invoice/invoices', 'DELETE /apps/invoice/delete'],
    ...pageParameters,
  },
} satisfies Meta<typeof InvoiceListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const invoices = seed as Invoice[];
const table = (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: 'Invoices' });
const bodyRows = async (canvasElement: HTMLElement) =>
  within(await table(canvasElement))
    .getAllByRole('row')
    .slice(1);
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** The newest ten invoices, with the counts per status over all 36 above. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Showing 1 to 10 of 36 invoices')).toBeVisible();
    await expect(await bodyRows(canvasElement)).toHaveLength(10);
    await expect(canvas.getByRole('link', { name: '#5022' })).toHaveAttribute('href', '/apps/invoice/preview/5022');
    const paid = invoices.filter((i) => i.invoiceStatus === 'Paid').length;
    const counts = within(canvas.getByRole('list', { name: 'Invoices by status' }));
    await expect(counts.getByRole('button', { name: `${paid} Paid` })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: '#' })).toHaveAttribute('aria-sort', 'descending');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { invoices: scenarios.loading(handlers.invoices) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(await table(canvasElement)).findByText('Loading…')).toBeVisible();
  },
};

const emptyList = http.get('*/apps/invoice/invoices', () => HttpResponse.json({ invoices: [], allData: [], total: 0 }));

export const Empty: Story = {
  parameters: { msw: { handlers: { invoices: [emptyList] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No invoices yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { invoices: scenarios.serverError(handlers.invoices) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The invoices could not be loaded.')).toBeVisible();
  },
};

/** A search that finds nothing offers to clear it. */
export const NoMatch: Story = {
  parameters: { route: '/apps/invoice/list?q=nobody-has-this' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No invoice matches')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search and filter' }));
    await expect(await canvas.findByText('Showing 1 to 10 of 36 invoices')).toBeVisible();
  },
};

/** Flow: only the invoices past due, then sorted by the client's name (a nested column), both ways. */
export const FilterByStatusSortByClient: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Showing 1 to 10 of 36 invoices');
    const pastDue = invoices.filter((i) => i.invoiceStatus === 'Past Due');
    await step('Past due only', async () => {
      await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Past due' }));
      await expect(
        await canvas.findByText(`Showing 1 to ${Math.min(10, pastDue.length)} of ${pastDue.length} invoices`),
      ).toBeVisible();
      for (const row of await bodyRows(canvasElement))
        await expect(within(row).getByRole('img', { name: 'Past due' })).toBeVisible();
    });
    await step('By client, A to Z then Z to A', async () => {
      const names = async () =>
        (await bodyRows(canvasElement)).map(
          (row) => within(row).getAllByRole('cell')[2]!.querySelector('strong')!.textContent!,
        );
      const expected = pastDue.map((i) => i.client.name).sort(collator.compare);
      await userEvent.click(canvas.getByRole('button', { name: 'Client' }));
      // The sort is in the address: the table follows once the router has moved.
      await waitFor(() =>
        expect(canvas.getByRole('columnheader', { name: 'Client' })).toHaveAttribute('aria-sort', 'ascending'),
      );
      await waitFor(async () => expect(await names()).toEqual(expected.slice(0, 10)));
      await userEvent.click(canvas.getByRole('button', { name: 'Client' }));
      await waitFor(async () => expect(await names()).toEqual([...expected].reverse().slice(0, 10)));
    });
  },
};

/** Flow: delete asks first; the list and the counts then have one invoice fewer. */
export const DeleteOne: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Showing 1 to 10 of 36 invoices');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete invoice #5022' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this invoice?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await canvas.findByText('Showing 1 to 10 of 35 invoices')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '#5022' })).toBeNull();
    await appears(screen.findByText('Invoice #5022 deleted.'));
  },
};

/** Flow: the filtered view exports to CSV (every page of it). */
export const ExportCsv: Story = {
  parameters: { route: '/apps/invoice/list?status=paid' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const paid = invoices.filter((i) => i.invoiceStatus === 'Paid').length;
    await canvas.findByText(new RegExp(`of ${paid} invoices$`));
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await appears(screen.findByText(`${paid} invoices exported.`));
  },
};

/** A client name with markup is shown as the text it is. */
export const MarkupIsText: Story = {
  parameters: {
    msw: {
      handlers: {
        invoices: [
          http.get('*/apps/invoice/invoices', () => {
            const hostile = {
              ...invoices[0]!,
              client: { ...invoices[0]!.client, name: '<img src=x onerror=alert(1)>' },
            };
            return HttpResponse.json({ invoices: [hostile], allData: [hostile], total: 1 });
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('<img src=x onerror=alert(1)>')).toBeVisible();
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { handlers, scenarios } from '@/mocks';
import { catchDownloads, type Download } from '@/stories/support/downloads';
import { openOverlayA11y } from '@/ui/story/overlayA11y';
import { AdvancedTablePage } from '@/features/datatables/pages/AdvancedTablePage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Tables/Data tables/Advanced',
  component: AdvancedTablePage,
  parameters: {
    session: 'admin',
    route: '/datatables/advance',
    endpoints: ['GET /api/datatables/initial-data'],
    ...pageParameters,
  },
} satisfies Meta<typeof AdvancedTablePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: 'Employees' });
/** The body's rows that hold an employee (not the long list's spacers). */
const bodyRows = async (canvasElement: HTMLElement) =>
  within(await table(canvasElement))
    .getAllByRole('row')
    .filter((row) => row.closest('tbody') && !row.hasAttribute('aria-hidden'));
const column = async (canvasElement: HTMLElement, name: string) => {
  const headers = within(await table(canvasElement)).getAllByRole('columnheader');
  const index = headers.findIndex((header) => header.textContent?.startsWith(name));
  return (await bodyRows(canvasElement)).map((row) => within(row).getAllByRole('cell')[index]!.textContent);
};
const summary = (canvasElement: HTMLElement, text: string) => within(canvasElement).findByText(new RegExp(text));

/** Every employee, in the order of the data, under a header of titles and filters. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    await expect(await summary(canvasElement, 'Showing 100 of 100 employees')).toBeVisible();
    await expect(await bodyRows(canvasElement)).toHaveLength(100);
    await expect(within(canvasElement).getByRole('region', { name: 'Employees, scrollable' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { datatables: scenarios.loading(handlers.datatables) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { datatables: scenarios.respondWith(handlers.datatables, []) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No employees yet')).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { datatables: scenarios.serverError(handlers.datatables) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The employees could not be loaded.')).toBeVisible();
  },
};

/**
 * Flow: a text filter, a salary range and a status narrow the rows together; the CSV and the Excel
 * file hold exactly the rows shown, in the columns shown.
 */
export const FilterAndExport: Story = {
  beforeEach: () => {
    const downloads = catchDownloads();
    files = downloads.files;
    return downloads.release;
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await summary(canvasElement, 'Showing 100 of 100');
    await step('filter: a post, a salary range, a status', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Filter Post' }), 'engineer');
      await userEvent.type(canvas.getByRole('spinbutton', { name: 'Salary from' }), '20000');
      await userEvent.click(canvas.getByRole('combobox', { name: 'Filter Status' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Professional' }));
    });
    const posts = await column(canvasElement, 'Post');
    await expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) await expect(post?.toLowerCase()).toContain('engineer');
    for (const status of await column(canvasElement, 'Status')) await expect(status).toBe('Professional');
    const names = await column(canvasElement, 'Name');
    await expect(await summary(canvasElement, `Showing ${names.length} of 100`)).toBeVisible();

    await step('export CSV: the rows shown, a header first', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(files).toHaveLength(1));
      const csv = (await files[0]!.blob.text())
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      await expect(files[0]!.name).toBe('employees.csv');
      await expect(csv[0]).toBe('Name,Email,Post,City,Start date,Salary,Age,Status');
      await expect(csv.slice(1).map((line) => line.split(',')[0])).toEqual(names);
    });
    await step('export Excel: a workbook', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Export Excel' }));
      await waitFor(() => expect(files).toHaveLength(2), { timeout: 5000 });
      await expect(files[1]!.name).toBe('employees.xlsx');
      // An .xlsx file is a zip archive: it starts with "PK".
      const head = new Uint8Array(await files[1]!.blob.slice(0, 2).arrayBuffer());
      await expect(String.fromCharCode(...head)).toBe('PK');
    });
    await step('clear: every row is back', async () => {
      await userEvent.click(canvas.getAllByRole('button', { name: 'Clear filters' })[0]!);
      await expect(await summary(canvasElement, 'Showing 100 of 100')).toBeVisible();
    });
  },
};
let files: Download[] = [];

/** Flow: by Age, then Shift adds Salary: ages in order, and within an age, salaries in order. */
export const SortBySeveralColumns: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await summary(canvasElement, 'Showing 100 of 100');
    const user = userEvent.setup();
    await user.click(canvas.getByRole('button', { name: /^Age/ }));
    await user.keyboard('{Shift>}');
    await user.click(canvas.getByRole('button', { name: /^Salary/ }));
    await user.keyboard('{/Shift}');
    const age = canvas.getByRole('columnheader', { name: /^Age/ });
    await expect(age).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getByRole('button', { name: /^Salary.*sorted 2/ })).toBeVisible();
    const ages = (await column(canvasElement, 'Age')).map(Number);
    const salaries = (await column(canvasElement, 'Salary')).map((s) => Number(s!.replace(/[^\d.]/g, '')));
    for (let i = 1; i < ages.length; i++) {
      await expect(ages[i]!).toBeGreaterThanOrEqual(ages[i - 1]!);
      if (ages[i] === ages[i - 1]) await expect(salaries[i]!).toBeGreaterThanOrEqual(salaries[i - 1]!);
    }
  },
};

/** Flow: a column hidden and another moved from the Columns menu, by keyboard. */
export const HideAndMoveColumns: Story = {
  parameters: { a11y: openOverlayA11y },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await summary(canvasElement, 'Showing 100 of 100');
    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    const menu = await screen.findByRole('dialog', { name: 'Columns' });
    await userEvent.click(within(menu).getByRole('checkbox', { name: 'Email' }));
    await userEvent.click(within(menu).getByRole('button', { name: 'Move Status earlier' }));
    const headers = within(await table(canvasElement))
      .getAllByRole('columnheader')
      .slice(0, 7)
      .map((header) => header.textContent?.replace(/\d+$/, ''));
    await expect(headers).toEqual(['Name', 'Post', 'City', 'Start date', 'Salary', 'Status', 'Age']);
  },
};

/** Flow: Print draws every shown row on a sheet only the printer sees, then calls the print dialog. */
export const Print: Story = {
  beforeEach: () => {
    const print = window.print;
    printed = [];
    window.print = () => {
      printed.push(document.querySelectorAll('[data-print-area] tbody tr').length);
    };
    return () => {
      window.print = print;
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await summary(canvasElement, 'Showing 100 of 100');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Filter City' }), 'a');
    const shown = (await bodyRows(canvasElement)).length;
    await userEvent.click(canvas.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(printed).toEqual([shown]));
    await expect(document.querySelector('[data-print-area]')).toBeNull();
  },
};
let printed: number[] = [];

/** Flow: 10,000 rows; only those in view are drawn, and scrolling to the end draws the last ones. */
export const TenThousandRows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await summary(canvasElement, 'Showing 100 of 100');
    await userEvent.click(canvas.getByRole('switch', { name: '10,000 rows' }));
    await expect(await summary(canvasElement, 'Showing 10,000 of 10,000')).toBeVisible();
    await expect(await table(canvasElement)).toHaveAttribute('aria-rowcount', '10002');
    // The long list's code has come: more than its first twenty rows, far fewer than all.
    await waitFor(async () => expect((await bodyRows(canvasElement)).length).toBeGreaterThan(20));
    await expect((await bodyRows(canvasElement)).length).toBeLessThan(60);
    const region = canvas.getByRole('region', { name: 'Employees, scrollable' });
    region.scrollTop = region.scrollHeight;
    await waitFor(async () => {
      const rows = await bodyRows(canvasElement);
      await expect(rows.at(-1)).toHaveAttribute('aria-rowindex', '10002');
    });
    await expect((await bodyRows(canvasElement)).length).toBeLessThan(60);
    region.scrollTop = 0;
  },
};

/** Flow: filters that match nothing say so, and clearing them brings the rows back. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await summary(canvasElement, 'Showing 100 of 100');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Filter Name' }), 'zzzz');
    await expect(await canvas.findByText('No employees match these filters')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    await expect(await summary(canvasElement, 'Showing 100 of 100')).toBeVisible();
  },
};

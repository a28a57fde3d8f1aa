import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Employee } from '@/lib/api/schemas/datatables';
import { handlers, scenarios } from '@/mocks';
import seed from '@/mocks/data/seed/employees.json';
import { BasicTablePage } from '@/features/datatables/pages/BasicTablePage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const employees = seed as Employee[];

const meta = {
  title: 'Tables/Data tables/Basic',
  component: BasicTablePage,
  parameters: {
    session: 'admin',
    route: '/datatables/basic',
    endpoints: ['GET /api/datatables/data'],
    ...pageParameters,
  },
} satisfies Meta<typeof BasicTablePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).findByRole('table');
/** The employees' rows: each has its own Select checkbox (an opened row's details have none). */
const employeeRows = async (canvasElement: HTMLElement) =>
  within(await table(canvasElement))
    .getAllByRole('row')
    .filter((row) => within(row).queryByRole('checkbox', { name: /^Select (?!every)/ }));
const names = async (canvasElement: HTMLElement) =>
  (await employeeRows(canvasElement)).map((row) => row.querySelector('strong')?.textContent);
/** A money figure as the table writes it in English, back to a number. */
const amount = (text: string) => Number(text.replace(/[$,]/g, ''));
const firstPage = 'Showing 1 to 10 of 100 employees';

/** Ten employees, by id, with their named statuses, dates and salaries in the reader's language. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(firstPage)).toBeVisible();
    await expect(await names(canvasElement)).toEqual(employees.slice(0, 10).map((e) => e.full_name));
    const [first] = await employeeRows(canvasElement);
    // Kaitlyn Erdman: status 5, started 2022-06-06, earns 65150.21.
    await expect(first).toHaveTextContent('Applied');
    await expect(first).toHaveTextContent('Jun 6, 2022');
    await expect(first).toHaveTextContent('$65,150.21');
    await expect(canvas.getByText('0 rows selected')).toBeVisible();
  },
};

/** Skeleton rows as many and as tall as the page's, so nothing moves when the employees arrive. */
export const Loading: Story = {
  parameters: { msw: { handlers: { datatables: scenarios.loading(handlers.datatables) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading…');
    await expect(canvasElement.querySelectorAll('tbody tr')).toHaveLength(10);
  },
};

/** A search that finds no one (from a shared link): says so, and clearing it brings everyone back. */
export const Empty: Story = {
  parameters: { route: '/datatables/basic?q=nobody-here' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No employees match' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search employees' })).toHaveValue('nobody-here');
    await expect(canvas.getByRole('checkbox', { name: 'Select every row on this page' })).toBeDisabled();
    await step('Clear the search', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
      await expect(await canvas.findByText(firstPage)).toBeVisible();
      await expect(canvas.getByRole('searchbox', { name: 'Search employees' })).toHaveValue('');
    });
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { datatables: scenarios.serverError(handlers.datatables) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The employees could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Flow: the server searches once typing pauses; only designers are left. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(firstPage);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search employees' }), 'designer');
    const designers = employees.filter((e) => e.post === 'Designer');
    await expect(
      await canvas.findByText(`Showing 1 to ${Math.min(10, designers.length)} of ${designers.length} employees`),
    ).toBeVisible();
    for (const row of await employeeRows(canvasElement)) await expect(row).toHaveTextContent('Designer');
  },
};

const salaries = async (canvasElement: HTMLElement) =>
  (await employeeRows(canvasElement)).map((row) => amount(within(row).getByText(/^\$/).textContent ?? ''));

/** Flow: sort by salary, lowest first, then highest first: the top earner of all 100 leads. */
export const SortBySalary: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(firstPage);
    const byPay = employees.map((e) => e.salary).sort((a, b) => a - b);
    await step('Lowest first', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Salary' }));
      await expect(canvas.getByRole('columnheader', { name: 'Salary' })).toHaveAttribute('aria-sort', 'ascending');
      await waitFor(async () => expect(await salaries(canvasElement)).toEqual(byPay.slice(0, 10)));
    });
    await step('Highest first', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Salary' }));
      await expect(canvas.getByRole('columnheader', { name: 'Salary' })).toHaveAttribute('aria-sort', 'descending');
      await waitFor(async () => expect(await salaries(canvasElement)).toEqual(byPay.reverse().slice(0, 10)));
    });
  },
};

/** Flow: 25 rows a page, then the second page. */
export const PageSizeAndPage: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(firstPage);
    await step('25 rows a page', async () => {
      await userEvent.click(canvas.getByRole('combobox', { name: 'Rows per page' }));
      await userEvent.click(await screen.findByRole('option', { name: '25' }));
      await expect(await canvas.findByText('Showing 1 to 25 of 100 employees')).toBeVisible();
      // The line follows the choice at once; the rows, once the server has sent them.
      await waitFor(async () => expect(await employeeRows(canvasElement)).toHaveLength(25));
    });
    await step('Page 2', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
      await expect(await canvas.findByText('Showing 26 to 50 of 100 employees')).toBeVisible();
      await waitFor(async () =>
        expect(await names(canvasElement)).toEqual(employees.slice(25, 50).map((e) => e.full_name)),
      );
    });
  },
};

/** Flow: choose two rows by keyboard, then the whole page; the choice stays on the next page. */
export const SelectRows: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(firstPage);
    const [a, b] = employees;
    const all = canvas.getByRole('checkbox', { name: 'Select every row on this page' });
    await step('Two rows, with Space', async () => {
      canvas.getByRole('checkbox', { name: `Select ${a!.full_name}` }).focus();
      await userEvent.keyboard(' ');
      canvas.getByRole('checkbox', { name: `Select ${b!.full_name}` }).focus();
      await userEvent.keyboard(' ');
      await expect(canvas.getByText('2 rows selected')).toBeVisible();
      await expect(all).toHaveAttribute('aria-checked', 'mixed');
      const [first] = await employeeRows(canvasElement);
      await expect(first).toHaveAttribute('aria-selected', 'true');
    });
    await step('The whole page', async () => {
      await userEvent.click(all);
      await expect(canvas.getByText('10 rows selected')).toBeVisible();
      await expect(all).toBeChecked();
    });
    await step('Page 2: none of its rows chosen, the count kept', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
      await canvas.findByText('Showing 11 to 20 of 100 employees');
      await waitFor(() =>
        expect(canvas.getByRole('checkbox', { name: 'Select every row on this page' })).not.toBeChecked(),
      );
      await expect(canvas.getByText('10 rows selected')).toBeVisible();
    });
    await step('Let go', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Clear selection' }));
      await expect(canvas.getByText('0 rows selected')).toBeVisible();
    });
  },
};

/** Flow: open a row with the keyboard and read every field of it; open again, it closes. */
export const ExpandRow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(firstPage);
    const kaitlyn = employees[0]!;
    const toggle = canvas.getByRole('button', { name: `Details of ${kaitlyn.full_name}` });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = within(canvasElement.querySelector<HTMLElement>(`#${toggle.getAttribute('aria-controls')}`)!);
    const field = (term: string) => details.getByText(term).nextElementSibling;
    await expect(field('ID')).toHaveTextContent('1');
    await expect(field('Post')).toHaveTextContent(kaitlyn.post);
    await expect(field('Email')).toHaveTextContent(kaitlyn.email);
    await expect(field('City')).toHaveTextContent(kaitlyn.city);
    await expect(field('Start date')).toHaveTextContent('June 6, 2022');
    await expect(field('Salary')).toHaveTextContent('$65,150.21');
    await expect(field('Age')).toHaveTextContent(String(kaitlyn.age));
    await expect(field('Experience')).toHaveTextContent('5 years');
    await expect(field('Status')).toHaveTextContent('Applied');
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A shared link opens the same view: highest paid first, 25 a page, the second page. */
export const SharedView: Story = {
  parameters: { route: '/datatables/basic?sortColumn=salary&sort=desc&perPage=25&page=2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Showing 26 to 50 of 100 employees')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Salary' })).toHaveAttribute('aria-sort', 'descending');
    const byPay = [...employees].sort((x, y) => y.salary - x.salary);
    await waitFor(async () => expect(await names(canvasElement)).toEqual(byPay.slice(25, 50).map((e) => e.full_name)));
  },
};

/** In French: dates, salaries and the statuses' names in the reader's language. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('1 à 10 sur 100 employés')).toBeVisible();
    const first = within(await table(canvasElement)).getAllByRole('row')[1];
    await expect(first).toHaveTextContent('6 juin 2022');
    await expect(first).toHaveTextContent(/65\s150,21\s\$US/);
    await expect(first).toHaveTextContent('Candidat');
  },
};

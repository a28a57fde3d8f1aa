import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PillsComponentPage } from '@/features/components/pills-component/PillsComponentPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI elements/Components/Pills',
  component: PillsComponentPage,
  parameters: { session: 'admin', route: '/components/pills-component', ...pageParameters },
} satisfies Meta<typeof PillsComponentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const nav = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('navigation', { name }));

/** Five examples: one set of tabs that switch a panel, four navs of links with the current one marked. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Pills');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Switching content',
      'With icons',
      'With badges',
      'Vertical',
      'Justified',
    ]);
    const period = within(canvas.getByRole('tablist', { name: 'Billing period' }));
    await expect(period.getByRole('tab', { name: 'Monthly' })).toHaveAttribute('aria-selected', 'true');
    await expect(period.getByRole('tab', { name: 'Lifetime' })).toBeDisabled();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('€12 per seat, each month');
    await expect(nav(canvasElement, 'Workspace').getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav(canvasElement, 'Invoices by status').getByRole('link', { name: 'Unpaid 9' })).toHaveAttribute(
      'href',
      '/apps/invoice/list?status=unpaid',
    );
    await expect(nav(canvasElement, 'Task lists').getByRole('link', { name: 'My tasks' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav(canvasElement, 'Reports').getByRole('link', { name: 'Advanced filters' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/**
 * Keyboard (ARIA tabs): ArrowRight selects the next pill and its panel shows; past the last enabled one
 * it wraps to the first, skipping the disabled pill.
 */
export const SwitchWithTheArrows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const period = within(canvas.getByRole('tablist', { name: 'Billing period' }));
    period.getByRole('tab', { name: 'Monthly' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(period.getByRole('tab', { name: 'Yearly' })).toHaveFocus();
    await expect(period.getByRole('tab', { name: 'Yearly' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('€120 per seat, each year');
    await userEvent.keyboard('{ArrowRight}');
    await expect(period.getByRole('tab', { name: 'Monthly' })).toHaveFocus();
  },
};

/** Keyboard: the counted pills are links, one Tab stop each, each read with its count. */
export const TabThroughTheCounts: Story = {
  play: async ({ canvasElement }) => {
    const invoices = nav(canvasElement, 'Invoices by status');
    invoices.getByRole('link', { name: 'All 42' }).focus();
    for (const name of ['Paid 30', 'Unpaid 9', 'Overdue 3']) {
      await userEvent.tab();
      await expect(invoices.getByRole('link', { name })).toHaveFocus();
    }
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AccordionPage } from '@/features/components/accordion/AccordionPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI elements/Components/Accordion',
  component: AccordionPage,
  parameters: { session: 'admin', route: '/components/accordion', ...pageParameters },
} satisfies Meta<typeof AccordionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five examples; each header a button in an h3 that says whether its section is open. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Accordion');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'One at a time',
      'Several open',
      'Icons and a disabled item',
      'Flush',
      'Controlled',
    ]);
    await expect(canvas.getByRole('button', { name: 'Does my subscription renew by itself?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Do you give refunds?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.getByRole('button', { name: 'Wholesale (opens in June)' })).toBeDisabled();
    await expect(canvas.getByText('1 of 3 sections open')).toBeVisible();
  },
};

/**
 * Keyboard: ArrowDown and End move between the questions, Enter opens one and closes the one before,
 * Enter again closes it.
 */
export const OneAtATimeByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: 'Does my subscription renew by itself?' });
    const last = canvas.getByRole('button', { name: 'Do you give refunds?' });
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'Can I add seats in the middle of a month?' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(last).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(last).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('region', { name: 'Do you give refunds?' })).toHaveTextContent('Within 14 days');
    await userEvent.keyboard('{Enter}');
    await expect(last).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The arrow keys skip the disabled item: from Payment, ArrowDown wraps round to Delivery. */
export const SkipTheDisabledItem: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Payment' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'Delivery' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('button', { name: 'Payment' })).toHaveFocus();
  },
};

/** Expand all opens every section of the controlled accordion, Collapse all closes them; the count follows. */
export const ExpandAndCollapseAll: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Expand all' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('3 of 3 sections open')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next steps' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByText('0 of 3 sections open')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Summary' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'Risks' }));
    await expect(canvas.getByText('1 of 3 sections open')).toBeVisible();
  },
};

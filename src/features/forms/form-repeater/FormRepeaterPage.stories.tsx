import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { FormRepeaterPage } from '@/features/forms/form-repeater/FormRepeaterPage';
import ContactsExample from '@/features/forms/form-repeater/examples/Contacts';
import OrderItemsExample from '@/features/forms/form-repeater/examples/OrderItems';
import SortableAgendaExample from '@/features/forms/form-repeater/examples/SortableAgenda';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Forms/Form repeater',
  component: FormRepeaterPage,
  parameters: { session: 'admin', route: '/forms/form-repeater', ...pageParameters },
} satisfies Meta<typeof FormRepeaterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Whether a live region on the page says `text` (a row's news, dnd-kit's announcements). */
const announced = (text: string) =>
  waitFor(() => expect(screen.getAllByRole('status').some((one) => one.textContent?.includes(text))).toBe(true));
const liveSays = (canvasElement: HTMLElement, text: string) =>
  waitFor(() => expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent(text));

/** An order of one line and its total, three talks, one contact with one phone; nothing sent. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Form repeater');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Order items',
      'Drag to reorder',
      'Nested rows',
    ]);
    await expect(canvas.getByRole('button', { name: 'Remove Cable' })).toBeDisabled();
    await expect(canvas.getByText('Total: $25.00')).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Talks' })).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Remove contact 1' })).toBeDisabled();
  },
};

/**
 * Keyboard: a new line takes the focus and is priced as it is typed; an empty line is refused at its
 * field; removed, the focus goes to the line before; moved up, the news is announced and the total sent.
 */
export const OrderItems: Story = {
  render: () => <OrderItemsExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Add item' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Item 2' })).toHaveFocus());
    await liveSays(canvasElement, 'Line 2 added.');
    await userEvent.keyboard('Adapter{Tab}4.5{Tab}{Backspace}3');
    await expect(canvas.getByRole('status', { name: 'Price of Adapter' })).toHaveTextContent('$13.50');
    await expect(canvas.getByText('Total: $38.50')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Add item' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    const third = canvas.getByRole('textbox', { name: 'Item 3' });
    await waitFor(() => expect(third).toHaveFocus());
    await expect(third).toHaveAccessibleDescription('Name the item');
    await expect(canvas.getByRole('spinbutton', { name: 'Cost of line 3' })).toHaveAccessibleDescription(
      'Enter a cost',
    );
    canvas.getByRole('button', { name: 'Remove line 3' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Item 2' })).toHaveFocus());
    await liveSays(canvasElement, 'line 3 removed.');

    canvas.getByRole('button', { name: 'Move Adapter up' }).focus();
    await userEvent.keyboard('{Enter}');
    await liveSays(canvasElement, 'Adapter moved to position 1 of 2.');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Move Adapter down' })).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: 'Item 1' })).toHaveValue('Adapter');
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    const sent = await canvas.findByText(/^Sent:/);
    await expect(sent.textContent?.indexOf('Adapter')).toBeLessThan(sent.textContent?.indexOf('Cable') ?? 0);
  },
};

/** Keyboard: Space on Lunch's grip picks it up, ArrowUp moves it, Space drops it first; each step is announced. */
export const SortableAgenda: Story = {
  render: () => <SortableAgendaExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grip = canvas.getByRole('button', { name: 'Move Lunch' });
    grip.focus();
    await userEvent.keyboard('[Space]');
    await announced('Picked up Lunch, at position 3 of 3.');
    await userEvent.keyboard('[ArrowUp]');
    await announced('Lunch is over position 2 of 3.');
    await userEvent.keyboard('[ArrowUp]');
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Talk 1' })).toHaveValue('Lunch'));
    await expect(canvas.getByRole('button', { name: 'Move Lunch' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Save the agenda' }));
    await expect(await canvas.findByText(/^Sent:/)).toHaveTextContent(/Lunch.*Welcome.*Keynote/s);
  },
};

/** Keyboard: a phone added takes the focus and is checked; a contact added, then removed; then sent. */
export const Contacts: Story = {
  render: () => <ContactsExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Add a phone' }).focus();
    await userEvent.keyboard('{Enter}');
    const phone = await canvas.findByRole('textbox', { name: 'Phone 2 of contact 1' });
    await waitFor(() => expect(phone).toHaveFocus());
    await userEvent.keyboard('12');
    await userEvent.click(canvas.getByRole('button', { name: 'Save contacts' }));
    await waitFor(() => expect(phone).toHaveFocus());
    await expect(phone).toHaveAccessibleDescription('Enter a phone number');
    await userEvent.keyboard('3 456 789');

    canvas.getByRole('button', { name: 'Add a contact' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Contact 2: name' })).toHaveFocus());
    await expect(canvas.getAllByRole('region', { name: /^Contact/ })).toHaveLength(2);
    canvas.getByRole('button', { name: 'Remove contact 2' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Contact 1: name' })).toHaveFocus());
    await expect(canvas.getAllByRole('region', { name: /^Contact/ })).toHaveLength(1);

    await userEvent.click(canvas.getByRole('button', { name: 'Save contacts' }));
    await expect(await canvas.findByText(/^Sent:/)).toHaveTextContent('123 456 789');
  },
};

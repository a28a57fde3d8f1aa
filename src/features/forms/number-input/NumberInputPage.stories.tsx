import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import DisabledNumberInputExample from '@/features/forms/number-input/examples/DisabledNumberInput';
import KeyboardSpinbuttonExample from '@/features/forms/number-input/examples/KeyboardSpinbutton';
import LocaleFormatsExample from '@/features/forms/number-input/examples/LocaleFormats';
import NumberInFormExample from '@/features/forms/number-input/examples/NumberInForm';
import StepperBasicsExample from '@/features/forms/number-input/examples/StepperBasics';
import { NumberInputPage } from '@/features/forms/number-input/NumberInputPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Forms/Form elements/Number input',
  component: NumberInputPage,
  parameters: { session: 'admin', route: '/forms/elements/number-input', ...pageParameters },
} satisfies Meta<typeof NumberInputPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const written = (value: number, format?: Intl.NumberFormatOptions) => new Intl.NumberFormat('en', format).format(value);

/** Five examples; every spinbutton exposes its value. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Number input');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Stepper',
      'Keyboard',
      'Locale formatting',
      'Read only and disabled',
      'In a form',
    ]);
    await expect(canvas.getByRole('spinbutton', { name: 'Guests' })).toHaveAttribute('aria-valuenow', '2');
    await expect(canvas.getByRole('spinbutton', { name: 'Volume' })).toHaveAttribute('aria-valuemax', '100');
  },
};

/** The + button steps up to the maximum and then turns off; a typed value over it is brought back. */
export const StepperBasics: Story = {
  render: () => <StepperBasicsExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const guests = canvas.getByRole('spinbutton', { name: 'Guests' });
    const plus = guests.nextElementSibling as HTMLButtonElement;
    for (let i = 0; i < 6; i += 1) await userEvent.click(plus);
    await expect(guests).toHaveAttribute('aria-valuenow', '8');
    await expect(plus).toBeDisabled();
    const hours = canvas.getByRole('spinbutton', { name: 'Hours' });
    await userEvent.clear(hours);
    await userEvent.type(hours, '20');
    await userEvent.tab();
    await expect(hours).toHaveValue('12');
    await userEvent.type(hours, '{ArrowDown}');
    await expect(canvas.getByText('Booking for 8 guests, 11.5 hours.')).toBeVisible();
  },
};

/** The spinbutton's keys: arrows by 5, Page keys by 25, Home and End to the bounds. */
export const KeyboardSpinbutton: Story = {
  render: () => <KeyboardSpinbuttonExample />,
  play: async ({ canvasElement }) => {
    const volume = within(canvasElement).getByRole('spinbutton', { name: 'Volume' });
    await userEvent.tab();
    await expect(volume).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(volume).toHaveAttribute('aria-valuenow', '45');
    await userEvent.keyboard('{PageUp}');
    await expect(volume).toHaveAttribute('aria-valuenow', '70');
    await userEvent.keyboard('{End}');
    await expect(volume).toHaveAttribute('aria-valuenow', '100');
    await userEvent.keyboard('{ArrowUp}');
    await expect(volume).toHaveAttribute('aria-valuenow', '100');
    await userEvent.keyboard('{Home}{PageDown}');
    await expect(volume).toHaveAttribute('aria-valuenow', '0');
  },
};

/** Numbers written in the page's language; a percent steps by five points and reads back as typed. */
export const LocaleFormats: Story = {
  render: () => <LocaleFormatsExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const price = canvas.getByRole('spinbutton', { name: 'Unit price' });
    await expect(price).toHaveValue(written(1249.9, { style: 'currency', currency: 'EUR' }));
    const discount = canvas.getByRole('spinbutton', { name: 'Discount' });
    discount.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(discount).toHaveAttribute('aria-valuetext', written(0.2, { style: 'percent' }));
    await userEvent.clear(discount);
    await userEvent.type(discount, '35{Enter}');
    await expect(discount).toHaveAttribute('aria-valuenow', '0.35');
    const weight = canvas.getByRole('spinbutton', { name: 'Weight (kg)' });
    await userEvent.clear(weight);
    await userEvent.type(weight, '1,250.5');
    await userEvent.tab();
    await expect(weight).toHaveValue(written(1250.5, { minimumFractionDigits: 2 }));
  },
};

/** The read-only value takes the focus but no step; the disabled one is skipped. */
export const DisabledNumberInput: Story = {
  render: () => <DisabledNumberInputExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const inUse = canvas.getByRole('spinbutton', { name: 'Seats in use' });
    await userEvent.tab();
    await expect(inUse).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(inUse).toHaveAttribute('aria-valuenow', '7');
    await userEvent.tab();
    await expect(canvas.getByRole('spinbutton', { name: 'Seat limit' })).not.toHaveFocus();
  },
};

/** Submit: the empty budget is refused and focused; too small is refused on leaving; fixed: sent. */
export const NumberInForm: Story = {
  render: () => <NumberInFormExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Request quote' }));
    const budget = canvas.getByRole('spinbutton', { name: /Monthly budget/ });
    await expect(budget).toHaveFocus();
    await expect(budget).toHaveAccessibleDescription('Enter a budget.');
    await userEvent.type(budget, '50');
    await userEvent.tab();
    await expect(budget).toHaveAccessibleDescription('The smallest budget is $100.');
    await expect(budget).toHaveValue('$50.00');
    budget.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(budget).not.toBeInvalid();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Sent: 5 seats, $100 a month');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import CreditCardExample from '@/features/forms/input-mask/examples/CreditCard';
import CustomBlocksExample from '@/features/forms/input-mask/examples/CustomBlocks';
import DateAndTimeExample from '@/features/forms/input-mask/examples/DateAndTime';
import LocaleNumeralExample from '@/features/forms/input-mask/examples/LocaleNumeral';
import PhoneMaskExample from '@/features/forms/input-mask/examples/PhoneMask';
import PrefixSuffixExample from '@/features/forms/input-mask/examples/PrefixSuffix';
import { InputMaskPage } from '@/features/forms/input-mask/InputMaskPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Forms/Form elements/Input mask',
  component: InputMaskPage,
  parameters: { session: 'admin', route: '/forms/elements/input-mask', ...pageParameters },
} satisfies Meta<typeof InputMaskPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The raw value shown beside a field. */
const raw = (canvasElement: HTMLElement) => canvasElement.querySelector('code')!;

/** Six examples; the numbers start formatted, nothing is refused. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Input mask');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Credit card',
      'Phone',
      'Date and time',
      'Thousands separators',
      'Prefix and suffix',
      'Custom blocks',
    ]);
    await expect(canvas.getByRole('textbox', { name: 'Annual budget' })).toHaveValue('1,234,567.5');
    await expect(canvas.getByRole('textbox', { name: 'Price' })).toHaveValue('$19.90');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A Visa number groups 4-4-4-4; an American Express one 4-6-5; the raw value is the digits. */
export const CreditCard: Story = {
  render: () => <CreditCardExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('textbox', { name: 'Card number' });
    await userEvent.type(card, '4111111111111111');
    await expect(card).toHaveValue('4111 1111 1111 1111');
    await expect(card).toHaveAccessibleDescription('Card: Visa');
    await expect(raw(canvasElement)).toHaveTextContent('4111111111111111');
    await userEvent.clear(card);
    await userEvent.type(card, '378282246310005');
    await expect(card).toHaveValue('3782 822463 10005');
    await expect(card).toHaveAccessibleDescription('Card: American Express');
    await userEvent.clear(card);
    await userEvent.type(card, '5555');
    await expect(card).toHaveAccessibleDescription('Card: Mastercard');
  },
};

/** Ten digits typed become a written number; the raw value keeps the digits. */
export const PhoneMask: Story = {
  render: () => <PhoneMaskExample />,
  play: async ({ canvasElement }) => {
    const phone = within(canvasElement).getByRole('textbox', { name: 'Mobile phone' });
    await userEvent.type(phone, '2025550143');
    await expect(phone).toHaveValue('+1 (202) 555-0143');
    await expect(raw(canvasElement)).toHaveTextContent('2025550143');
  },
};

/** 04/31 is refused at the field, 04/30 is taken; 25:00 is refused, 23:45 taken. */
export const DateAndTime: Story = {
  render: () => <DateAndTimeExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const date = canvas.getByRole('textbox', { name: 'Start date' });
    await userEvent.type(date, '04312026');
    await expect(date).toHaveValue('04/31/2026');
    await expect(date).toBeInvalid();
    await expect(date).toHaveAccessibleDescription('That month has 30 days in 2026.');
    await userEvent.clear(date);
    await userEvent.type(date, '04302026');
    await expect(date).toHaveValue('04/30/2026');
    await expect(date).not.toBeInvalid();
    const time = canvas.getByRole('textbox', { name: 'Start time' });
    await userEvent.type(time, '2500');
    await expect(time).toHaveAccessibleDescription('Use a 24-hour time, from 00:00 to 23:59.');
    await userEvent.clear(time);
    await userEvent.type(time, '2345');
    await expect(time).toHaveValue('23:45');
    await expect(canvas.getByText(/Raw values/)).toHaveTextContent('Raw values: 04302026 and 2345');
  },
};

/** Digits typed are grouped in thousands; the raw value is a plain number. */
export const LocaleNumeral: Story = {
  render: () => <LocaleNumeralExample />,
  play: async ({ canvasElement }) => {
    const budget = within(canvasElement).getByRole('textbox', { name: 'Annual budget' });
    await userEvent.clear(budget);
    await userEvent.type(budget, '9876543.219');
    await expect(budget).toHaveValue('9,876,543.21');
    await expect(raw(canvasElement)).toHaveTextContent('9876543.21');
  },
};

/** The sign and the unit are written around the number; a discount over 100 is not taken. */
export const PrefixSuffix: Story = {
  render: () => <PrefixSuffixExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const price = canvas.getByRole('textbox', { name: 'Price' });
    await userEvent.clear(price);
    await userEvent.type(price, '1250');
    await userEvent.tab();
    await expect(price).toHaveValue('$1,250.00');
    const discount = canvas.getByRole('textbox', { name: 'Discount' });
    await expect(discount).toHaveFocus();
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}450');
    await expect(discount).toHaveValue('45 %');
    await expect(canvas.getByText(/Raw values/)).toHaveTextContent('Raw values: 1250.00 and 45');
  },
};

/** Letters and digits typed or pasted are upper-cased and cut into blocks of four. */
export const CustomBlocks: Story = {
  render: () => <CustomBlocksExample />,
  play: async ({ canvasElement }) => {
    const key = within(canvasElement).getByRole('textbox', { name: 'Licence key' });
    await userEvent.type(key, 'ab12cd34');
    await expect(key).toHaveValue('AB12-CD34');
    await userEvent.clear(key);
    await userEvent.click(key);
    await userEvent.paste('x9y8-z7w6 q5r4 p3s2 extra');
    await expect(key).toHaveValue('X9Y8-Z7W6-Q5R4-P3S2');
    await expect(raw(canvasElement)).toHaveTextContent('X9Y8Z7W6Q5R4P3S2');
  },
};

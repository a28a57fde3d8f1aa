import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import FloatingLabelsExample from '@/features/forms/input/examples/FloatingLabels';
import HelpTextExample from '@/features/forms/input/examples/HelpText';
import InputSizesExample from '@/features/forms/input/examples/InputSizes';
import ReadonlyDisabledExample from '@/features/forms/input/examples/ReadonlyDisabled';
import ValidationStatesExample from '@/features/forms/input/examples/ValidationStates';
import { InputPage } from '@/features/forms/input/InputPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Forms/Form elements/Input',
  component: InputPage,
  parameters: { session: 'admin', route: '/forms/elements/input', ...pageParameters },
} satisfies Meta<typeof InputPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five examples; nothing is invalid before a person has typed. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Input');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Sizes',
      'Valid and invalid',
      'Floating labels',
      'Help text',
      'Read only and disabled',
    ]);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Nothing sent yet.');
  },
};

/** The three sizes grow in height. */
export const InputSizes: Story = {
  render: () => <InputSizesExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heights = ['Small', 'Medium (default)', 'Large'].map(
      (name) => canvas.getByRole('textbox', { name }).getBoundingClientRect().height,
    );
    await expect(heights[0]!).toBeLessThan(heights[1]!);
    await expect(heights[1]!).toBeLessThan(heights[2]!);
  },
};

/** Submit empty: errors at the fields, focus on the first; fix by keyboard: confirmations, then sent. */
export const ValidationStates: Story = {
  render: () => <ValidationStatesExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const username = canvas.getByRole('textbox', { name: /Username/ });
    const email = canvas.getByRole('textbox', { name: /Email/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(username).toHaveFocus();
    await expect(username).toBeInvalid();
    await expect(username).toHaveAccessibleDescription('Use at least 3 characters.');
    await userEvent.type(username, 'Ana');
    await expect(username).toHaveAccessibleDescription('Use lower-case letters, digits and _ only.');
    await userEvent.clear(username);
    await userEvent.type(username, 'ana_42');
    await expect(username).toHaveAccessibleDescription('Looks good.');
    await userEvent.tab();
    await userEvent.type(email, 'ana@example');
    await userEvent.tab();
    await expect(email).toHaveAccessibleDescription('Enter an email address like name@example.com.');
    await expect(email).toHaveValue('ana@example');
    await userEvent.type(email, '.com{Enter}');
    await expect(email).toHaveAccessibleDescription('We will write to it.');
    await expect(canvas.getByRole('status')).toHaveTextContent('Sent: ana_42, ana@example.com');
  },
};

/** The label names the input at rest and once it has moved up with a value. */
export const FloatingLabels: Story = {
  render: () => <FloatingLabelsExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Full name' });
    await userEvent.click(name);
    await userEvent.keyboard('Ana Lopes');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await expect(name).toHaveValue('Ana Lopes');
    await expect(canvas.getByRole('textbox', { name: 'Company' })).toHaveValue('Pixinvent');
  },
};

/** Each hint is the input's description. */
export const HelpText: Story = {
  render: () => <HelpTextExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
      'At least 8 characters, with a digit and a symbol.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Tax number' })).toHaveAccessibleDescription(
      'Optional. On your invoices if given.',
    );
  },
};

/** Tab stops on the read-only input (it cannot be changed) and skips the disabled one. */
export const ReadonlyDisabled: Story = {
  render: () => <ReadonlyDisabledExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const account = canvas.getByRole('textbox', { name: 'Account ID' });
    await userEvent.tab();
    await expect(account).toHaveFocus();
    await userEvent.keyboard('X');
    await expect(account).toHaveValue('ACC-20931');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Nickname' })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Plan' })).toBeDisabled();
  },
};

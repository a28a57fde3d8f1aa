import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import BasicCheckboxesExample from '@/features/forms/checkbox/examples/BasicCheckboxes';
import CheckboxCardsExample from '@/features/forms/checkbox/examples/CheckboxCards';
import CheckboxColorsExample from '@/features/forms/checkbox/examples/CheckboxColors';
import CheckboxSizesExample from '@/features/forms/checkbox/examples/CheckboxSizes';
import DisabledCheckboxesExample from '@/features/forms/checkbox/examples/DisabledCheckboxes';
import SelectAllExample from '@/features/forms/checkbox/examples/SelectAll';
import TermsFormExample from '@/features/forms/checkbox/examples/TermsForm';
import { CheckboxPage } from '@/features/forms/checkbox/CheckboxPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Forms/Form elements/Checkbox',
  component: CheckboxPage,
  parameters: { session: 'admin', route: '/forms/elements/checkbox', ...pageParameters },
} satisfies Meta<typeof CheckboxPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Seven examples; the "select all" parent starts mixed, nothing is invalid. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Checkbox');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Basic',
      'Colours',
      'Sizes',
      'Indeterminate',
      'Custom content',
      'Disabled',
      'In a form',
    ]);
    await expect(canvas.getByRole('checkbox', { name: 'All channels' })).toHaveAttribute('aria-checked', 'mixed');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Tab to a box, Space checks it; the list of choices follows. */
export const BasicCheckboxes: Story = {
  render: () => <BasicCheckboxesExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Toppings' })).toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Mushrooms' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Mushrooms' })).toBeChecked();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    await expect(canvas.getByText('Chosen: Mushrooms')).toBeVisible();
  },
};

/** One checked box per tone. */
export const CheckboxColors: Story = {
  render: () => <CheckboxColorsExample />,
  play: async ({ canvasElement }) => {
    const boxes = within(canvasElement).getAllByRole('checkbox');
    await expect(boxes).toHaveLength(6);
    for (const box of boxes) await expect(box).toBeChecked();
  },
};

/** The boxes grow with the size. */
export const CheckboxSizes: Story = {
  render: () => <CheckboxSizesExample />,
  play: async ({ canvasElement }) => {
    const [small, medium, large] = within(canvasElement)
      .getAllByRole('checkbox')
      .map((box) => box.getBoundingClientRect().width);
    await expect(small!).toBeLessThan(medium!);
    await expect(medium!).toBeLessThan(large!);
  },
};

/** Keyboard: Space on the mixed parent checks all, again clears all; one child makes it mixed again. */
export const SelectAll: Story = {
  render: () => <SelectAllExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const parent = canvas.getByRole('checkbox', { name: 'All channels' });
    parent.focus();
    await userEvent.keyboard(' ');
    await expect(parent).toBeChecked();
    for (const name of ['Email', 'SMS', 'Push']) await expect(canvas.getByRole('checkbox', { name })).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(parent).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Email' })).not.toBeChecked();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'SMS' })).toBeChecked();
    await expect(parent).toHaveAttribute('aria-checked', 'mixed');
  },
};

/** Each card's description is read with its box; Space checks the focused card. */
export const CheckboxCards: Story = {
  render: () => <CheckboxCardsExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const domain = canvas.getByRole('checkbox', { name: 'Custom domain' });
    await expect(domain).toHaveAccessibleDescription('Your own address, with HTTPS.');
    await userEvent.tab();
    await userEvent.tab();
    await expect(domain).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(domain).toBeChecked();
  },
};

/** Tab skips the disabled boxes, which keep their state. */
export const DisabledCheckboxes: Story = {
  render: () => <DisabledCheckboxesExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Weekly digest' })).toHaveFocus();
    await expect(canvas.getByRole('checkbox', { name: 'Account emails (always sent)' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'Account emails (always sent)' })).toBeChecked();
  },
};

/** Submit without the terms: refused, the box focused and invalid, the reason read; Space fixes it and it is sent. */
export const TermsForm: Story = {
  render: () => <TermsFormExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    const terms = canvas.getByRole('checkbox', { name: 'I accept the terms of service' });
    await expect(terms).toHaveFocus();
    await expect(terms).toBeInvalid();
    await expect(terms).toHaveAccessibleDescription('Accept the terms to create the account.');
    await expect(canvas.getByText('Nothing sent yet.')).toBeVisible();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(terms).not.toBeInvalid());
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Sent: terms accepted, news wanted.');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import AttachedButtonsExample from '@/features/forms/input-group/examples/AttachedButtons';
import CurrencyDropdownExample from '@/features/forms/input-group/examples/CurrencyDropdown';
import GroupSizesExample from '@/features/forms/input-group/examples/GroupSizes';
import IconAddonsExample from '@/features/forms/input-group/examples/IconAddons';
import TextAddonsExample from '@/features/forms/input-group/examples/TextAddons';
import { expectCopied, spyOnClipboard } from '@/stories/support/clipboard';
import { InputGroupPage } from '@/features/forms/input-group/InputGroupPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Forms/Form elements/Input group',
  component: InputGroupPage,
  parameters: { session: 'admin', route: '/forms/elements/input-group', ...pageParameters },
} satisfies Meta<typeof InputGroupPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five examples; the currency menu is closed and the amount reads in dollars. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Input group');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Text add-ons',
      'Icon add-ons',
      'Buttons attached',
      'Dropdown add-on',
      'Sizes',
    ]);
    await expect(canvas.getByRole('button', { name: 'Currency: USD' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText('You send $250.00')).toBeVisible();
  },
};

/** The add-ons are text beside the inputs; the label and hint are what is read. */
export const TextAddons: Story = {
  render: () => <TextAddonsExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Website address' }), 'shop');
    await expect(canvas.getByRole('textbox', { name: 'Website address' })).toHaveValue('shop');
    await expect(canvas.getByRole('textbox', { name: 'Price' })).toHaveAccessibleDescription('In whole dollars.');
    await expect(canvas.getByText('https://')).toBeVisible();
  },
};

/** The icons are hidden from assistive technology; each input keeps its own name. */
export const IconAddons: Story = {
  render: () => <IconAddonsExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveFocus();
    await expect(canvasElement.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(3);
  },
};

/** Type a search and press Enter; Tab to Copy and press Space: the link is on the clipboard. */
export const AttachedButtons: Story = {
  render: () => <AttachedButtonsExample />,
  beforeEach: spyOnClipboard,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search orders' }), 'INV-4821{Enter}');
    await expect(canvas.getByText('Searching for “INV-4821”')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Go' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Copy' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expectCopied('https://app.example.com/join/8f3k2q');
    await waitFor(() => expect(canvas.getByText('Copied to the clipboard')).toBeInTheDocument());
  },
};

/** Keyboard: Enter opens the currency menu, the arrows and Enter pick euros, the focus is back on the button. */
export const CurrencyDropdown: Story = {
  render: () => <CurrencyDropdownExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Currency: USD' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitemradio', { name: 'USD' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Currency: EUR' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}99.5');
    await expect(canvas.getByRole('status')).toHaveTextContent('You send €99.50');
  },
};

/** Small, medium and large groups, their parts as tall as each other. */
export const GroupSizes: Story = {
  render: () => <GroupSizesExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heights = ['Small username', 'Medium username', 'Large username'].map(
      (name) => canvas.getByRole('textbox', { name }).getBoundingClientRect().height,
    );
    await expect(heights[0]!).toBeLessThan(heights[1]!);
    await expect(heights[1]!).toBeLessThan(heights[2]!);
    const [save] = canvas.getAllByRole('button', { name: 'Save' });
    await expect(save!.getBoundingClientRect().height).toBe(heights[0]);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import DisabledSwitchesExample from '@/features/forms/switch/examples/DisabledSwitches';
import LabelPositionsExample from '@/features/forms/switch/examples/LabelPositions';
import SettingsListExample from '@/features/forms/switch/examples/SettingsList';
import SwitchColorsExample from '@/features/forms/switch/examples/SwitchColors';
import SwitchContentExample from '@/features/forms/switch/examples/SwitchContent';
import SwitchSizesExample from '@/features/forms/switch/examples/SwitchSizes';
import { SwitchPage } from '@/features/forms/switch/SwitchPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Forms/Form elements/Switch',
  component: SwitchPage,
  parameters: { session: 'admin', route: '/forms/elements/switch', ...pageParameters },
} satisfies Meta<typeof SwitchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six examples; the settings list starts with two settings on. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Switch');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Colours',
      'Sizes',
      'Icons and words',
      'Label positions',
      'Disabled',
      'Settings list',
    ]);
    await expect(canvas.getByRole('switch', { name: 'Mentions' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Weekly digest' })).not.toBeChecked();
  },
};

/** One switch per tone, all on; Space turns the first off. */
export const SwitchColors: Story = {
  render: () => <SwitchColorsExample />,
  play: async ({ canvasElement }) => {
    const switches = within(canvasElement).getAllByRole('switch');
    await expect(switches).toHaveLength(6);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(switches[0]).not.toBeChecked();
  },
};

/** The tracks grow with the size. */
export const SwitchSizes: Story = {
  render: () => <SwitchSizesExample />,
  play: async ({ canvasElement }) => {
    const [small, medium, large] = within(canvasElement)
      .getAllByRole('switch')
      .map((s) => s.getBoundingClientRect().width);
    await expect(small!).toBeLessThan(medium!);
    await expect(medium!).toBeLessThan(large!);
  },
};

/** The words in the track are not part of the name; Space flips the state. */
export const SwitchContent: Story = {
  render: () => <SwitchContentExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const renew = canvas.getByRole('switch', { name: 'Auto-renew' });
    await expect(renew).toBeChecked();
    await userEvent.tab();
    await userEvent.tab();
    const twoStep = canvas.getByRole('switch', { name: 'Two-step sign-in' });
    await expect(twoStep).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(twoStep).toBeChecked();
  },
};

/** The label before the switch comes first in the row, in either direction; a click on it toggles. */
export const LabelPositions: Story = {
  render: () => <LabelPositionsExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const spread = canvas.getByRole('switch', { name: 'Spread over the row' });
    await userEvent.click(canvas.getByText('Spread over the row'));
    await expect(spread).toBeChecked();
    const label = canvas.getByText('Label before').getBoundingClientRect();
    await expect(label.right).toBeLessThanOrEqual(
      canvas.getByRole('switch', { name: 'Label before' }).getBoundingClientRect().left,
    );
  },
};

/** Tab skips the disabled switches; their description is read with them. */
export const DisabledSwitches: Story = {
  render: () => <DisabledSwitchesExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('switch', { name: 'Newsletter' })).toHaveFocus();
    const alerts = canvas.getByRole('switch', { name: 'Security alerts' });
    await expect(alerts).toBeDisabled();
    await expect(alerts).toHaveAccessibleDescription('Always on for admins.');
  },
};

/** Keyboard: Tab to the digest, Space turns it on, and the change is announced. */
export const SettingsList: Story = {
  render: () => <SettingsListExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const digest = canvas.getByRole('switch', { name: 'Weekly digest' });
    await expect(digest).toHaveFocus();
    await expect(digest).toHaveAccessibleDescription('A summary of your projects every Monday.');
    await userEvent.keyboard(' ');
    await expect(digest).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('Weekly digest on.');
  },
};

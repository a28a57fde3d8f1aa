import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, Lock, User } from 'lucide-react';
import { expect, userEvent, within } from 'storybook/test';
import { allSkins, Tabs } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: {
    label: 'Account sections',
    variant: 'line',
    items: [
      { value: 'account', label: 'Account', icon: <User aria-hidden />, content: 'Name, email and language.' },
      {
        value: 'security',
        label: 'Security',
        icon: <Lock aria-hidden />,
        content: 'Password and two-step verification.',
      },
      {
        value: 'notifications',
        label: 'Notifications',
        icon: <Bell aria-hidden />,
        content: 'What we email you about.',
      },
      { value: 'billing', label: 'Billing', content: 'Plans and invoices.', disabled: true },
    ],
  },
  argTypes: { variant: { control: 'inline-radio', options: ['line', 'pills'] } },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  parameters: componentLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Security' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Password and two-step verification.');
  },
};

/** Arrow keys move between tabs; in RTL, ArrowLeft moves forward. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: 'Account' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Security' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Pills: Story = { args: { variant: 'pills' } };

/** A column beside the panel: Up and Down move along it, the line marks the chosen one on its inline end. */
export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    canvas.getByRole('tab', { name: 'Account' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
  },
};
export const AllSkins: Story = { args: { variant: 'pills' }, parameters: allSkins };

/** Right to left the next tab is on the left: ArrowLeft moves forward. */
export const RtlArrowKeys: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: 'Account' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Security' })).toHaveFocus();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { CountedIcon, tones } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI/Badge/Counted icon',
  component: CountedIcon,
  args: { icon: <Bell aria-hidden />, count: 3, tone: 'danger' },
  argTypes: { tone: { control: 'select', options: tones } },
  decorators: [(Story) => <div style={{ padding: '1rem' }}>{Story()}</div>],
} satisfies Meta<typeof CountedIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The count in the icon's corner; it is decoration (the button around it says the number). */
export const Playground: Story = {
  parameters: componentLooks,
  play: async ({ canvasElement }) => {
    const count = within(canvasElement).getByText('3');
    await expect(count).toBeVisible();
    await expect(count).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Nothing to count: the icon alone. */
export const Zero: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('0')).toBeNull();
  },
};

export const Large: Story = { args: { count: 128, tone: 'primary' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { tones } from '../theme/tokens';
import { CountedIcon } from './CountedIcon';

const meta = {
  title: 'UI/Badge/Counted icon',
  component: CountedIcon,
  args: { icon: <Bell aria-hidden />, count: 3, tone: 'danger' },
  argTypes: { tone: { control: 'select', options: tones } },
  decorators: [(Story) => <div style={{ padding: '1rem' }}>{Story()}</div>],
} satisfies Meta<typeof CountedIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('3')).toBeVisible();
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
export const Rtl: Story = { globals: { direction: 'rtl' } };

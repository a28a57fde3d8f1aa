import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trash2 } from 'lucide-react';
import { expect, screen, userEvent, within } from 'storybook/test';
import { Button, Tooltip } from '@/ui';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  args: {
    content: 'Delete invoice',
    side: 'top',
    children: (
      <Button variant="text" tone="danger" iconOnly aria-label="Delete">
        <Trash2 aria-hidden />
      </Button>
    ),
  },
  argTypes: { side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] } },
  decorators: [
    (Story) => (
      <div style={{ padding: '3rem', display: 'flex', justifyContent: 'center' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shows on keyboard focus too, not only on hover. */
export const Playground: Story = {
  play: async () => {
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Delete invoice');
  },
};

export const Open: Story = { args: { defaultOpen: true } };
export const Sides: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '3rem' }}>
      {(['top', 'right', 'bottom', 'left'] as const).map((side) => (
        <Tooltip key={side} {...args} side={side} content={`On the ${side}`} defaultOpen>
          <Button variant="outline">{side}</Button>
        </Tooltip>
      ))}
    </div>
  ),
  decorators: [
    (Story) => (
      <div style={{ padding: '3rem 6rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(4);
  },
};
export const Dark: Story = { ...Open, globals: { skin: 'dark' } };
export const Bordered: Story = { ...Open, globals: { skin: 'bordered' } };
export const SemiDark: Story = { ...Open, globals: { skin: 'semi-dark' } };
export const Rtl: Story = { args: { defaultOpen: true, side: 'right' }, globals: { direction: 'rtl' } };

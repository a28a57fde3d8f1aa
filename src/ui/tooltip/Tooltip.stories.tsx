import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, lazyModule, lazyTooltip, Tooltip, tooltipModule, type TooltipProps } from '@/ui';
import { componentLooks, noVisual } from '@/ui/story/chromatic';

const meta = {
  title: 'UI/Tooltip',
  // Its stories open over the page: on the docs page each opens in a frame of its own.
  parameters: { ownFrame: true },
  component: Tooltip,
  args: {
    content: 'Delete invoice',
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
  // The defaults, for the controls to start from.
  args: { side: 'top' },
  parameters: componentLooks,
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

/** A tooltip whose code takes 300 ms to arrive, as on a slow network (stories load it up front). */
function SlowTooltip(props: TooltipProps) {
  const [Slow] = useState(() =>
    lazyTooltip(lazyModule(() => new Promise<void>((resolve) => setTimeout(resolve, 300)).then(tooltipModule.load))),
  );
  return <Slow {...props} />;
}

/**
 * Keyboard: the control is drawn alone until a tooltip is wanted; focusing it fetches the code, the
 * tooltip shows once it is there, and the control keeps the focus.
 */
export const LoadsOnFirstFocus: Story = {
  render: (args) => <SlowTooltip {...args} />,
  ...noVisual,
  play: async ({ canvasElement }) => {
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Delete invoice');
    await expect(within(canvasElement).getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    // It fades out before it goes.
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/** A pointer that has moved on before the code arrives leaves no tooltip behind. */
export const NoTooltipOnceThePointerLeft: Story = {
  render: (args) => <SlowTooltip {...args} />,
  ...noVisual,
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByRole('button', { name: 'Delete' });
    await userEvent.hover(control);
    await userEvent.unhover(control);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { allSkins, Button, Collapse, type CollapseProps } from '@/ui';
import { appears, disappears } from '@/stories/support/appears';
import { componentLooks } from '@/ui/story/chromatic';

/** The collapse and the button of the story's own that opens it, as a screen wires them. */
function WithButton({ open: initial, ...args }: CollapseProps) {
  const [open, setOpen] = useState(initial);
  const id = useId();
  const horizontal = args.orientation === 'horizontal';
  return (
    <div style={{ display: 'flex', flexDirection: horizontal ? 'row' : 'column', gap: 'var(--space-3)' }}>
      <div>
        <Button aria-expanded={open} aria-controls={id} onClick={() => setOpen((was) => !was)}>
          Shipping details
        </Button>
      </div>
      <Collapse {...args} id={id} open={open}>
        <div
          style={{
            inlineSize: horizontal ? '18rem' : undefined,
            padding: 'var(--space-4)',
            border: '1px solid var(--c-border)',
            borderRadius: 'var(--radius-md)',
          }}
        >
          Orders leave the warehouse within two working days. <a href="#tracking">Track a parcel</a>
        </div>
      </Collapse>
    </div>
  );
}

const meta = {
  title: 'UI/Collapse',
  component: Collapse,
  args: { id: 'shipping', open: false, orientation: 'vertical' },
  argTypes: { orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
  render: (args) => <WithButton {...args} />,
} satisfies Meta<typeof Collapse>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Keyboard: Enter opens the region (`aria-expanded` follows) and Tab reaches the link inside; Space
 * closes it, and closed, nothing in it can take the focus.
 */
export const Playground: Story = {
  parameters: componentLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Shipping details' });
    const link = canvas.getByText('Track a parcel');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(link).not.toBeVisible();
    await expect(document.getElementById(button.getAttribute('aria-controls')!)).toHaveAttribute(
      'data-state',
      'closed',
    );
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await appears(link);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    button.focus();
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // It slides shut, then nothing in it is visible or takes the focus.
    await disappears(link);
    await userEvent.tab();
    await expect(link).not.toHaveFocus();
  },
};

export const Open: Story = { args: { open: true } };

/** Sideways: the width slides (the content keeps a width of its own, so its lines never rewrap). */
export const Horizontal: Story = {
  args: { orientation: 'horizontal', open: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Shipping details' }));
    await disappears(canvas.getByText('Track a parcel'));
    await userEvent.click(canvas.getByRole('button', { name: 'Shipping details' }));
    await appears(canvas.getByText('Track a parcel'));
  },
};

export const AllSkins: Story = { args: { open: true }, parameters: allSkins };

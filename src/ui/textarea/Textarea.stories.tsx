import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { allSkins, Textarea } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI/Textarea',
  component: Textarea,
  args: { 'aria-label': 'Message', placeholder: 'Write a message', rows: 3 },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { parameters: componentLooks };

export const WithCounter: Story = {
  render: function Counter(args) {
    const [value, setValue] = useState('');
    return <Textarea {...args} maxLength={40} value={value} onChange={(e) => setValue(e.target.value)} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Hello');
    await expect(canvas.getByText('5/40')).toBeVisible();
  },
};

/** A soft limit: the counter turns red past it and the text is never cut. */
export const WithLimit: Story = {
  args: { limit: 20, defaultValue: 'Twelve chars' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), ' and some more');
    await expect(canvas.getByText('26/20', { selector: 'p' })).toBeVisible();
  },
};

/** Grows with its text, up to six lines. */
export const Autosize: Story = {
  args: { autosize: true, rows: 2, maxRows: 6, defaultValue: 'One line.' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Message' });
    const before = box.getBoundingClientRect().height;
    await userEvent.type(box, '{Enter}Two.{Enter}Three.{Enter}Four.');
    await expect(box.getBoundingClientRect().height).toBeGreaterThan(before);
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Locked while the invoice is sent.' } };
export const AllSkins: Story = { args: { defaultValue: 'Shipped on Monday.' }, parameters: allSkins };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { allSkins, Textarea } from '@/ui';

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

export const Playground: Story = {};

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

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Locked while the invoice is sent.' } };
export const AllSkins: Story = { args: { defaultValue: 'Shipped on Monday.' }, parameters: allSkins };
export const Rtl: Story = { args: { defaultValue: 'نص من اليمين إلى اليسار' }, globals: { direction: 'rtl' } };

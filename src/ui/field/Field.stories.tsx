import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { allSkins, Field, Input, Select, Textarea } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI/Field',
  component: Field,
  args: { label: 'Email', hint: 'We never share it.', children: null },
  render: (args) => (
    <div style={{ maxInlineSize: 360 }}>
      <Field {...args}>
        <Input type="email" placeholder="john@example.com" />
      </Field>
    </div>
  ),
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  // The defaults, for the controls to start from.
  args: { required: false },
  parameters: componentLooks,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email');
    await expect(input).toHaveAccessibleDescription('We never share it.');
    await expect(input).not.toBeInvalid();
  },
};

export const WithError: Story = {
  args: { error: 'Enter an email address like name@example.com.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Enter an email address like name@example.com.');
  },
};

export const Required: Story = {
  args: { required: true, hint: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/Email/)).toBeRequired();
  },
};

export const Controls: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem', maxInlineSize: 360 }}>
      <Field label="Full name" required>
        <Input defaultValue="John Doe" />
      </Field>
      <Field label="Role" hint="What the user may do.">
        <Select
          defaultValue="editor"
          options={[
            { value: 'admin', label: 'Admin' },
            { value: 'editor', label: 'Editor' },
          ]}
        />
      </Field>
      <Field label="Bio" error="Keep it under 200 characters.">
        <Textarea defaultValue="Writes about design systems." />
      </Field>
    </div>
  ),
};

/** The label sits in the input and moves up once it has focus or a value. */
export const Floating: Story = {
  args: { floating: true, hint: undefined },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email');
    await userEvent.type(input, 'ana@example.com');
    await expect(input).toHaveValue('ana@example.com');
  },
};

/** A good value confirmed: a green border and the message read with the control. */
export const Valid: Story = {
  args: { valid: 'The address looks right.', hint: undefined },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email');
    await expect(input).toHaveAttribute('data-valid', 'true');
    await expect(input).toHaveAccessibleDescription('The address looks right.');
  },
};

export const AllSkins: Story = { ...Controls, parameters: allSkins };

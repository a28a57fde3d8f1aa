import type { Meta, StoryObj } from '@storybook/react-vite';
import { Search } from 'lucide-react';
import { expect, userEvent, within } from 'storybook/test';
import { allSkins, Button, Field, Input, InputAddon, InputGroup } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI/InputGroup',
  component: InputGroup,
  args: { size: 'md', children: null },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  render: (args) => (
    <div style={{ maxInlineSize: 420 }}>
      <Field label="Website">
        <InputGroup {...args}>
          <InputAddon>https://</InputAddon>
          <Input placeholder="example" />
          <InputAddon>.com</InputAddon>
        </InputGroup>
      </Field>
    </div>
  ),
} satisfies Meta<typeof InputGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing goes to the input; the add-ons are text beside it. */
export const Playground: Story = {
  parameters: componentLooks,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Website' });
    await userEvent.type(input, 'pixinvent');
    await expect(input).toHaveValue('pixinvent');
    await expect(within(canvasElement).getByText('https://')).toBeVisible();
  },
};

export const Variants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem', maxInlineSize: 420 }}>
      <InputGroup>
        <InputAddon>
          <Search aria-hidden />
        </InputAddon>
        <Input aria-label="Search" placeholder="Search" />
        <Button>Go</Button>
      </InputGroup>
      <InputGroup>
        <InputAddon>$</InputAddon>
        <Input aria-label="Amount" inputMode="decimal" />
        <InputAddon>.00</InputAddon>
      </InputGroup>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Search' }));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Go' })).toHaveFocus();
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem', maxInlineSize: 420 }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <InputGroup key={size} size={size}>
          <InputAddon>@</InputAddon>
          <Input aria-label={`Username (${size})`} placeholder={size} />
        </InputGroup>
      ))}
    </div>
  ),
};

export const AllSkins: Story = { ...Variants, play: undefined, parameters: allSkins };

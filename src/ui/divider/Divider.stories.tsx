import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { allSkins, Button, Divider, tones } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI/Divider',
  component: Divider,
  args: { children: 'or' },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
    variant: { control: 'inline-radio', options: ['solid', 'dashed', 'dotted'] },
    tone: { control: 'select', options: [undefined, ...tones] },
  },
} satisfies Meta<typeof Divider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A separator between two parts, named by its words; across, so no orientation is told (horizontal is the default). */
export const Playground: Story = {
  // The defaults, for the controls to start from.
  args: { orientation: 'horizontal', align: 'center', variant: 'solid', decorative: false },
  parameters: componentLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const separator = canvas.getByRole('separator', { name: 'or' });
    await expect(separator).not.toHaveAttribute('aria-orientation');
  },
};

export const Plain: Story = {
  args: { children: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('separator')).toBeVisible();
  },
};

/** Words at the start, the centre and the end of the line; in RTL start and end swap sides. */
export const Alignment: Story = {
  render: (args) => (
    <>
      <Divider {...args} align="start">
        Start
      </Divider>
      <Divider {...args} align="center">
        Centre
      </Divider>
      <Divider {...args} align="end">
        End
      </Divider>
    </>
  ),
};

export const Styles: Story = {
  render: (args) => (
    <>
      <Divider {...args} variant="solid">
        Solid
      </Divider>
      <Divider {...args} variant="dashed">
        Dashed
      </Divider>
      <Divider {...args} variant="dotted">
        Dotted
      </Divider>
      <Divider {...args} variant="dashed" children={undefined} />
    </>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <>
      {tones.map((tone) => (
        <Divider key={tone} {...args} tone={tone}>
          {tone}
        </Divider>
      ))}
    </>
  ),
};

/** Upright between inline items, told as vertical; with words, the words sit between two short lines. */
export const Vertical: Story = {
  args: { orientation: 'vertical', children: undefined },
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--space-5)' }}>
      <div style={{ display: 'flex', alignItems: 'center' }}>
        <span>Profile</span>
        <Divider {...args} />
        <span>Settings</span>
        <Divider {...args} variant="dashed" />
        <span>Sign out</span>
      </div>
      <div style={{ display: 'flex', alignItems: 'center', blockSize: '6rem' }}>
        <span>Email</span>
        <Divider {...args}>or</Divider>
        <span>Phone</span>
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const separator of canvas.getAllByRole('separator')) {
      await expect(separator).toHaveAttribute('aria-orientation', 'vertical');
    }
    await expect(canvas.getByRole('separator', { name: 'or' })).toBeVisible();
  },
};

/** Decorative: no separator for assistive technology; the words, if any, are read as text. */
export const Decorative: Story = {
  args: { decorative: true },
  render: (args) => (
    <>
      <Divider {...args} children={undefined} />
      <Divider {...args}>Continue with</Divider>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('separator')).not.toBeInTheDocument();
    await expect(canvas.getByText('Continue with')).toBeVisible();
  },
};

/** Keyboard: a divider is never a stop; Tab goes from the button before it to the one after. */
export const NotATabStop: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--space-2)', maxInlineSize: '20rem' }}>
      <Button>Sign in with email</Button>
      <Divider {...args} />
      <Button variant="outline">Use a passkey</Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Sign in with email' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Use a passkey' })).toHaveFocus();
  },
};

export const AllSkins: Story = { args: { variant: 'dashed', tone: 'primary' }, parameters: allSkins };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Alert, allSkins, tones } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI/Alert',
  component: Alert,
  args: {
    title: 'Heads up',
    children: 'Your trial ends in 3 days. Choose a plan to keep your data.',
    dismissible: false,
    onDismiss: fn(),
  },
  argTypes: { tone: { control: 'select', options: tones } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  // The defaults, for the controls to start from.
  args: { tone: 'primary' },
  parameters: componentLooks,
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      {tones.map((tone) => (
        <Alert key={tone} {...args} tone={tone} title={`A ${tone} alert`} />
      ))}
    </div>
  ),
};

/** Dismissed, the alert leaves the layout and what follows moves up. */
export const Dismissible: Story = {
  args: { dismissible: true },
  render: (args) => (
    <>
      <Alert {...args} />
      <p style={{ marginBlockStart: '1rem' }}>Billing settings</p>
    </>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('note')).not.toBeInTheDocument();
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const ErrorAlert: Story = {
  args: {
    tone: 'danger',
    role: 'alert',
    title: 'Could not save',
    children: 'The server did not answer. Your changes are kept.',
  },
};

export const AllSkins: Story = { ...Tones, parameters: allSkins };

/** A link inside an alert reads on the alert's tint in every tone and skin (axe checks its contrast). */
export const LinkInEveryTone: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      {tones.map((tone) => (
        <Alert key={tone} {...args} tone={tone} title={undefined}>
          This link has expired. <a href="#new-link">Ask for a new link</a>
        </Alert>
      ))}
    </div>
  ),
  parameters: allSkins,
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BlockUi, Button } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI/Block UI',
  component: BlockUi,
  args: {
    blocking: true,
    label: 'Refreshing the list',
    children: (
      <div style={{ padding: '1.5rem', maxWidth: 360 }}>
        <p style={{ marginBlockStart: 0 }}>Content being replaced stays visible under the veil.</p>
        <Button>Save</Button>
      </div>
    ),
  },
} satisfies Meta<typeof BlockUi>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Blocking: a spinner says why, and the content cannot be used until it ends. */
export const Playground: Story = {
  parameters: componentLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Refreshing the list');
    // Queries skip inert content by default (preview.tsx); this one looks there on purpose.
    await expect(canvas.getByText('Save', { ignore: 'script, style' }).closest('[inert]')).not.toBeNull();
  },
};

/** Not blocking: the content as it is, usable. */
export const Idle: Story = {
  args: { blocking: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** Flow: a refresh blocks the content while it runs, then gives it back usable. */
export const Refresh: Story = {
  args: { blocking: false },
  render: function Refreshing(args) {
    const [blocking, setBlocking] = useState(false);
    return (
      <>
        <Button
          variant="outline"
          onClick={() => {
            setBlocking(true);
            setTimeout(() => setBlocking(false), 800);
          }}
        >
          Refresh
        </Button>
        <BlockUi {...args} blocking={blocking} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Refreshing the list');
    await expect(canvas.getByText('Save', { ignore: 'script, style' }).closest('[inert]')).not.toBeNull();
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Save' }).closest('[inert]')).toBeNull();
  },
};

/** `showLabel`: the label under the spinner for everyone to read, for a wait that needs explaining. */
export const WithMessage: Story = {
  args: { label: 'Syncing 12 invoices with the bank…', showLabel: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Syncing 12 invoices with the bank…');
  },
};

/**
 * Flow, by keyboard: an `action` on the veil stops the work. The focus was on Start, inside the
 * content: the veil hands it to Cancel while it blocks, and back to Start after.
 */
export const Cancelable: Story = {
  args: { blocking: false, label: 'Importing contacts…', showLabel: true },
  render: function Importing(args) {
    const [blocking, setBlocking] = useState(false);
    return (
      <BlockUi
        {...args}
        blocking={blocking}
        action={
          <Button variant="outline" tone="secondary" size="sm" onClick={() => setBlocking(false)}>
            Cancel
          </Button>
        }
      >
        <div style={{ padding: '1.5rem', maxWidth: 360 }}>
          <p style={{ marginBlockStart: 0 }}>Your address book stays as it is until the import ends.</p>
          <Button onClick={() => setBlocking(true)}>Start</Button>
        </div>
      </BlockUi>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const start = canvas.getByRole('button', { name: 'Start' });
    start.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Importing contacts…');
    const cancel = canvas.getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(start).toHaveFocus());
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

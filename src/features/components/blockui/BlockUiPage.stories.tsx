import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BlockUiPage } from '@/features/components/blockui/BlockUiPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI elements/Components/Block UI',
  component: BlockUiPage,
  parameters: { session: 'admin', route: '/components/blockui', ...pageParameters },
} satisfies Meta<typeof BlockUiPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card of the example whose heading is `title`. */
const exampleOf = (canvasElement: HTMLElement, title: string) =>
  within(within(canvasElement).getByRole('heading', { level: 2, name: title }).closest('section')!);

/** Presses `button` from the keyboard. */
async function press(button: HTMLElement) {
  button.focus();
  await userEvent.keyboard('{Enter}');
}

/** Four examples at rest: nothing blocked, nothing busy. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Block UI');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Block a panel while saving',
      'Block a form section',
      'A written message',
      'With a Cancel button',
    ]);
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull();
    await expect(canvasElement.querySelector('[inert]')).toBeNull();
    await expect(exampleOf(canvasElement, 'Block a panel while saving').getByRole('status')).toHaveTextContent(
      'Nothing saved yet.',
    );
  },
};

/** Keyboard: Save blocks the panel with a spinner; the focus waits on the veil, then is back on Save. */
export const SaveThePanel: Story = {
  play: async ({ canvasElement }) => {
    const example = exampleOf(canvasElement, 'Block a panel while saving');
    const save = example.getByRole('button', { name: 'Save' });
    await press(save);
    const spinner = example.getByText('Saving your settings').closest('[role="status"]')!;
    await expect(spinner.closest('[aria-busy="true"]')).not.toBeNull();
    await expect(spinner.closest('[tabindex="-1"]')).toHaveFocus();
    await expect(save.closest('[inert]')).not.toBeNull();
    await waitFor(() => expect(save.closest('[inert]')).toBeNull(), { timeout: 4000 });
    await expect(save).toHaveFocus();
    await expect(example.getByRole('status')).toHaveTextContent('Settings saved.');
  },
};

/** Keyboard: looking up the address blocks the address only; the name stays editable; the fields are then filled. */
export const LookUpTheAddress: Story = {
  play: async ({ canvasElement }) => {
    const example = exampleOf(canvasElement, 'Block a form section');
    await press(example.getByRole('button', { name: 'Find address' }));
    await expect(example.getByRole('status')).toHaveTextContent('Looking up the address');
    await expect(example.getByRole('group', { name: 'Address' }).closest('[inert]')).not.toBeNull();
    const name = example.getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, ' Silva');
    await expect(name).toHaveValue('Ana Costa Silva');
    await waitFor(() => expect(example.getByRole('textbox', { name: 'Street' })).toHaveValue('Rua Augusta 24'), {
      timeout: 4000,
    });
    await expect(example.getByRole('textbox', { name: 'City' })).toHaveValue('Lisbon');
    await expect(example.queryByRole('status')).toBeNull();
  },
};

/** Keyboard: the message is written under the spinner and announced, until the report is there. */
export const BuildTheReport: Story = {
  play: async ({ canvasElement }) => {
    const example = exampleOf(canvasElement, 'A written message');
    await press(example.getByRole('button', { name: 'Build the yearly report' }));
    const message = example.getByRole('status');
    await expect(message).toHaveTextContent('Adding up 12 months of sales…');
    await expect(message).toBeVisible();
    await waitFor(() => expect(example.getByText(/^Sales: \$1\.2M/)).toBeVisible(), { timeout: 5000 });
    await expect(example.queryByRole('status')).toBeNull();
  },
};

/** Keyboard: Import hands the focus to Cancel on the veil; Cancel stops it and the focus is back on Import. */
export const CancelTheImport: Story = {
  play: async ({ canvasElement }) => {
    const example = exampleOf(canvasElement, 'With a Cancel button');
    const start = example.getByRole('button', { name: 'Import contacts' });
    await press(start);
    await expect(example.getByText('Importing 250 contacts…')).toBeVisible();
    const cancel = example.getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(start).toHaveFocus());
    await expect(example.getByRole('status')).toHaveTextContent('Import cancelled: nothing was changed.');
  },
};

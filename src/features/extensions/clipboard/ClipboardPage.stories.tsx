import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, mocked, userEvent, waitFor, within } from 'storybook/test';
import { expectCopied, spyOnClipboard } from '@/stories/support/clipboard';
import { ClipboardPage } from '@/features/extensions/clipboard/ClipboardPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI elements/Extensions/Clipboard',
  component: ClipboardPage,
  parameters: { session: 'admin', route: '/extensions/clipboard', ...pageParameters },
} satisfies Meta<typeof ClipboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Presses `button` from the keyboard. */
async function press(button: HTMLElement) {
  button.focus();
  await userEvent.keyboard('{Enter}');
}

/** Four examples; nothing copied yet. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Clipboard');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Copy a text',
      'Copy from a field',
      'Copy rich content',
      'When the browser refuses',
    ]);
    await expect(canvas.getByRole('textbox', { name: 'Invite link' })).toHaveValue('https://example.com/invite/7Qx2');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** By keyboard: the key is on the clipboard, and the live region says so. */
export const CopyTheKey: Story = {
  beforeEach: spyOnClipboard,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await press(canvas.getByRole('button', { name: 'Copy the API key' }));
    await expectCopied('sk_live_51HxT2kLq8Zr4vYb');
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent('Copied to the clipboard');
  },
};

/** Edit the link, Tab to the button, Enter: the edited link is what is copied. */
export const CopyTheEditedLink: Story = {
  beforeEach: spyOnClipboard,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Invite link' });
    await userEvent.clear(field);
    await userEvent.type(field, 'https://example.com/invite/team');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Copied: https://example.com/invite/team')).toBeVisible();
    await expectCopied('https://example.com/invite/team');
  },
};

/** The reminder goes on the clipboard twice over: as HTML and as plain text. */
export const CopyRichContent: Story = {
  beforeEach: spyOnClipboard,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await press(canvas.getByRole('button', { name: 'Copy the reminder' }));
    await expect(await canvas.findByText('Copied as HTML and as plain text.')).toBeVisible();
    await expect(navigator.clipboard.write).toHaveBeenCalledOnce();
    const [[item]] = mocked(navigator.clipboard.write).mock.lastCall!;
    await expect(item!.types).toEqual(expect.arrayContaining(['text/html', 'text/plain']));
    await expect(await (await item!.getType('text/html')).text()).toContain('<strong>Invoice #4987</strong>');
    await expect(await (await item!.getType('text/plain')).text()).toContain('Pay it online: https://');
  },
};

/**
 * The browser refuses (as without consent): each copy says so in words, with the browser's reason,
 * and the buttons turn to a cross.
 */
export const Refused: Story = {
  beforeEach: () => {
    const { writeText, write } = navigator.clipboard;
    const refuse = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
    navigator.clipboard.writeText = refuse;
    navigator.clipboard.write = refuse;
    return () => {
      navigator.clipboard.writeText = writeText;
      navigator.clipboard.write = write;
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await press(canvas.getByRole('button', { name: 'Copy the API key' }));
    await expect(await canvas.findByText(/The browser refused the clipboard \(NotAllowedError\)/)).toBeVisible();
    await press(canvas.getByRole('button', { name: 'Copy the reminder' }));
    await expect(await canvas.findByText('Not copied: Write permission denied.')).toBeVisible();
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent('Could not copy');
  },
};

/** The permission check answers with the browser's state. */
export const CheckThePermission: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await press(canvas.getByRole('button', { name: 'Check the permission' }));
    await waitFor(() => expect(canvas.getByText(/^Writing to the clipboard/)).toHaveTextContent('granted'));
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { allSkins, CopyButton } from '@/ui';
import { expectCopied, spyOnClipboard } from '@/stories/support/clipboard';
import { componentLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI/CopyButton',
  component: CopyButton,
  args: { text: 'atr_7dJ2kq9XvB', onCopy: fn() },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Flow: a click puts the text on the clipboard; the button and a live region say so. */
export const Playground: Story = {
  parameters: componentLooks,
  beforeEach: spyOnClipboard,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expectCopied('atr_7dJ2kq9XvB');
    await expect(args.onCopy).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied to the clipboard');
  },
};

export const WithWords: Story = { args: { children: 'Copy the key', tone: 'primary', variant: 'tint' } };

/** Icon only, named by its `aria-label`; the keyboard copies as well. */
export const IconOnly: Story = {
  args: { iconOnly: true, 'aria-label': 'Copy the key', size: 'sm' },
  beforeEach: spyOnClipboard,
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Copy the key' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onCopy).toHaveBeenCalledWith(true));
  },
};

/** The browser refuses the clipboard (no secure page, no consent): the button says it could not copy. */
export const Refused: Story = {
  beforeEach: () => {
    const original = navigator.clipboard.writeText.bind(navigator.clipboard);
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('Denied', 'NotAllowedError'));
    return () => {
      navigator.clipboard.writeText = original;
    };
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(args.onCopy).toHaveBeenCalledWith(false);
    await expect(canvas.getByRole('status')).toHaveTextContent('Could not copy');
  },
};

export const AllSkins: Story = { parameters: allSkins };

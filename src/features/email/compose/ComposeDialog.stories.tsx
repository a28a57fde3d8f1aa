import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Email } from '@/lib/api/schemas/email';
import seed from '@/mocks/data/seed/emails.json';
import { appears } from '@/stories/support/appears';
import ComposeDialog from '@/features/email/compose/ComposeDialog';
import { answering, emptyMail, fromDraft } from '@/features/email/compose/values';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const mails = seed as Email[];
const draft = mails.find((m) => m.folder === 'draft')!;
const withFiles = mails.find((m) => m.folder === 'inbox' && m.attachments.length > 0)!;

const meta = {
  title: 'Apps & pages/Email/Compose',
  component: ComposeDialog,
  args: { initial: emptyMail(), minimised: false, onMinimise: fn(), onClose: fn() },
  // The window stands at the bottom of the screen; here, at the bottom of a frame of its own.
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', transform: 'translateZ(0)', blockSize: '44rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    session: 'admin',
    route: '/apps/email/inbox',
    endpoints: ['GET /apps/email/contacts', 'POST /apps/email/send', 'POST /apps/email/draft'],
    ...pageParameters,
  },
} satisfies Meta<typeof ComposeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: /New message|Draft|Re:|Fwd:/ });

/** A new mail: the caret waits in To; the editor arrives in a box of its own size. */
export const Default: Story = {
  parameters: screenLooks,
  play: async () => {
    const box = await dialog();
    await waitFor(() => expect(within(box).getByRole('combobox', { name: 'To' })).toHaveFocus());
    await expect(await within(box).findByRole('textbox', { name: 'Message' }, { timeout: 8000 })).toBeVisible();
    await expect(within(box).getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
  },
};

/** Addresses become tokens with a comma; Backspace in the empty box removes the last; a suggestion by name. */
export const RecipientTokens: Story = {
  play: async () => {
    const box = await dialog();
    const to = within(box).getByRole('combobox', { name: 'To' });
    await userEvent.type(to, 'ada@example.com,grace@example.com;');
    await expect(within(box).getByText('ada@example.com')).toBeVisible();
    await expect(within(box).getByText('grace@example.com')).toBeVisible();
    await userEvent.keyboard('{Backspace}');
    await waitFor(() => expect(within(box).queryByText('grace@example.com')).toBeNull());
    await userEvent.click(within(box).getByRole('button', { name: 'Cc' }));
    const cc = within(box).getByRole('combobox', { name: 'Cc' });
    const someone = mails.find((m) => m.folder === 'inbox')!.from;
    await userEvent.type(cc, someone.name.split(' ')[1]!);
    await within(box).findByRole('option', { name: new RegExp(someone.email) }, { timeout: 4000 });
    await userEvent.keyboard('{Enter}');
    await expect(await within(box).findByText(someone.name)).toBeVisible();
    await userEvent.click(within(box).getByRole('button', { name: 'Remove ada@example.com' }));
    await expect(within(box).queryByText('ada@example.com')).toBeNull();
  },
};

/** A reply: to the sender, "Re:", the mail quoted; the caret goes to the text. */
export const Reply: Story = {
  args: { initial: answering(withFiles, 'reply', `On Jan 10, ${withFiles.from.name} wrote:`) },
  play: async () => {
    const box = await dialog();
    await expect(within(box).getByText(withFiles.from.name)).toBeVisible();
    await expect(within(box).getByRole('textbox', { name: 'Subject' })).toHaveValue(`Re: ${withFiles.subject}`);
    const body = await within(box).findByRole('textbox', { name: 'Message' }, { timeout: 8000 });
    await expect(body).toHaveTextContent(`${withFiles.from.name} wrote:`);
    await waitFor(() => expect(body).toHaveFocus());
  },
};

/** A draft opened again, with its attachments; saving it keeps it a draft. */
export const SaveDraft: Story = {
  args: { initial: fromDraft({ ...draft, attachments: withFiles.attachments }) },
  play: async () => {
    const box = await screen.findByRole('dialog', { name: draft.subject });
    await expect(within(box).getByRole('list', { name: /attachments?/ })).toHaveTextContent(
      withFiles.attachments[0]!.fileName,
    );
    await userEvent.click(within(box).getByRole('button', { name: 'Save draft' }));
    await appears(screen.findByText('Draft saved'));
  },
};

/** Closing a mail with something written asks first; Keep writing goes back to it. */
export const DiscardAsksFirst: Story = {
  play: async ({ args }) => {
    const box = await dialog();
    await userEvent.type(within(box).getByRole('textbox', { name: 'Subject' }), 'Half a thought');
    await userEvent.click(within(box).getByRole('button', { name: 'Close' }));
    const confirm = await screen.findByRole('dialog', { name: 'Discard this mail?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep writing' }));
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(within(box).getByRole('button', { name: 'Close' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Discard this mail?' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Made small: the title bar only, with the way back. */
export const Minimised: Story = {
  args: { minimised: true, initial: { ...emptyMail(), subject: 'Quarterly figures' } },
  play: async ({ args }) => {
    const box = await screen.findByRole('dialog', { name: 'Quarterly figures' });
    await expect(within(box).queryByRole('textbox', { name: 'Subject' })).toBeNull();
    await userEvent.click(within(box).getByRole('button', { name: 'Restore' }));
    await expect(args.onMinimise).toHaveBeenCalledWith(false);
  },
};

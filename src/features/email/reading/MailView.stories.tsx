import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Email } from '@/lib/api/schemas/email';
import { handlers, scenarios } from '@/mocks';
import seed from '@/mocks/data/seed/emails.json';
import { useMail } from '@/features/email/api/mailbox';
import { useMailboxRoute } from '@/features/email/mailbox/useMailboxRoute';
import { MailView, type ReadingActions } from '@/features/email/reading/MailView';

type PaneProps = Omit<ReadingActions, 'stepping' | 'busy'>;

/** The reading pane on its own: the mail the URL names, and the actions as spies. */
function ReadingPane(actions: PaneProps) {
  const route = useMailboxRoute();
  const query = useMail(route.place?.mailId, route.scope!);
  return (
    <div style={{ display: 'flex', blockSize: '44rem', maxInlineSize: '48rem', border: '1px solid var(--c-border)' }}>
      <MailView query={query} actions={{ ...actions, stepping: false, busy: false }} />
    </div>
  );
}

const mails = seed as Email[];
const withThread = mails.find((m) => m.folder === 'inbox' && m.replies.length > 0 && m.attachments.length === 0);
const withFiles = mails.find((m) => m.folder === 'inbox' && m.attachments.length > 0)!;
const draft = mails.find((m) => m.folder === 'draft')!;
const newest = [...mails].filter((m) => m.folder === 'inbox').sort((a, b) => b.time.localeCompare(a.time))[0]!;

const meta = {
  title: 'Apps & pages/Email/Reading pane',
  component: ReadingPane,
  args: {
    close: fn(),
    step: fn(),
    change: fn(),
    label: fn(),
    trash: fn(),
    reply: fn(),
    editDraft: fn(),
  },
  parameters: {
    session: 'admin',
    route: `/apps/email/inbox/${withFiles.id}`,
    endpoints: ['GET /apps/email/get-email'],
  },
} satisfies Meta<typeof ReadingPane>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A mail with its sender, recipients, labels and attachments with their sizes. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: withFiles.subject });
    const files = canvas.getByRole('list', { name: /attachment/ });
    for (const file of withFiles.attachments) await expect(files).toHaveTextContent(`${file.fileName} (${file.size})`);
    await userEvent.click(canvas.getByRole('button', { name: 'Reply' }));
    await expect(args.reply).toHaveBeenCalledWith(expect.objectContaining({ id: withFiles.id }), 'reply');
  },
};

/** The newest mail: nothing newer, so that arrow is off. */
export const FirstOfTheList: Story = {
  parameters: { route: `/apps/email/inbox/${newest.id}` },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: newest.subject });
    await expect(canvas.getByRole('button', { name: 'Newer mail' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Older mail' }));
    await expect(args.step).toHaveBeenCalledWith('next');
  },
};

/** The replies of the thread below the mail, oldest first. */
export const Thread: Story = {
  parameters: { route: `/apps/email/inbox/${withThread?.id ?? withFiles.id}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2 });
    if (withThread) await expect(canvas.getByRole('article', { name: /^Reply from/ })).toBeVisible();
  },
};

/** A draft goes on being written rather than answered. */
export const Draft: Story = {
  parameters: { route: `/apps/email/draft/${draft.id}` },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Go on writing' }));
    await expect(args.editDraft).toHaveBeenCalledWith(expect.objectContaining({ id: draft.id }));
    await expect(canvas.queryByRole('button', { name: 'Reply' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { email: scenarios.loading(handlers.email) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…')).toBeInTheDocument();
  },
};

/** A mail that is not there (deleted, or a wrong link) says so. */
export const NotFound: Story = {
  parameters: { route: '/apps/email/inbox/999' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This mail is not here')).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { email: scenarios.serverError(handlers.email) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The mail could not be loaded.')).toBeVisible();
  },
};

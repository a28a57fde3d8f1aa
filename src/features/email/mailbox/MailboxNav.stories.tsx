import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ComposeButton, MailboxNav } from '@/features/email/mailbox/MailboxNav';
import { placePath } from '@/features/email/mailbox/place';

const meta = {
  title: 'Apps & pages/Email/Folders',
  component: MailboxNav,
  args: {
    place: { view: { folder: 'inbox' } },
    pathOf: placePath,
    counts: { inbox: 6, spam: 2, draft: 3 },
    compose: <ComposeButton onClick={() => {}} />,
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '16rem', border: '1px solid var(--c-border)' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { route: '/apps/email/inbox' },
} satisfies Meta<typeof MailboxNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The folders with their counts (unread in inbox and spam, drafts in all), then the labels. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Mailbox' }));
    await expect(nav.getByRole('link', { name: 'Inbox 6 unread' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Spam 2 unread' })).toHaveAttribute('href', '/apps/email/spam');
    await expect(nav.getByRole('link', { name: 'Drafts 3 drafts' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Company' })).toHaveAttribute('href', '/apps/email/label/company');
  },
};

/** A label open; nothing to count (all read, no drafts). */
export const LabelOpen: Story = {
  args: { place: { view: { label: 'important' } }, counts: { inbox: 0, spam: 0, draft: 0 } },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Mailbox' }));
    await expect(nav.getByRole('link', { name: 'Important' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Inbox' })).not.toHaveAttribute('aria-current');
  },
};

/** The counts not known yet (the list is loading): the folders without them. */
export const CountsLoading: Story = { args: { counts: undefined } };

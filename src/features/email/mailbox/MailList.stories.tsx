import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { Email } from '@/lib/api/schemas/email';
import { handlers, scenarios } from '@/mocks';
import seed from '@/mocks/data/seed/emails.json';
import { useMails } from '@/features/email/api/mailbox';
import { MailList } from '@/features/email/mailbox/MailList';
import { useMailboxRoute } from '@/features/email/mailbox/useMailboxRoute';

/** The list on its own, wired as the mailbox wires it: the place and search from the URL, a selection. */
function ListPane() {
  const route = useMailboxRoute();
  const query = useMails(route.scope!);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const select = (ids: number[], on: boolean) =>
    setSelected((now) => new Set(on ? [...now, ...ids] : [...now].filter((id) => !ids.includes(id))));
  return (
    <div style={{ display: 'flex', blockSize: '40rem', maxInlineSize: '30rem', border: '1px solid var(--c-border)' }}>
      <MailList
        query={query}
        place={route.place!}
        pathOf={route.pathOf}
        title="Inbox"
        typed={route.q}
        onType={route.search}
        onClearSearch={() => route.search('')}
        selected={selected}
        onSelect={select}
        onChange={() => {}}
        onLabel={() => {}}
        busy={false}
      />
    </div>
  );
}

const meta = {
  title: 'Apps & pages/Email/List',
  component: ListPane,
  parameters: {
    session: 'admin',
    route: '/apps/email/inbox',
    endpoints: ['GET /apps/email/emails'],
  },
} satisfies Meta<typeof ListPane>;

export default meta;
type Story = StoryObj<typeof meta>;

const inbox = (seed as Email[]).filter((m) => m.folder === 'inbox');

/** The inbox, newest first: unread mails in bold and said so, stars, labels, attachments. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Inbox' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(inbox.length);
    await expect(within(list).getAllByText('Unread:')).toHaveLength(inbox.filter((m) => !m.isRead).length);
  },
};

/** Selecting two mails shows what can be done to them. */
export const WithASelection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Inbox' });
    for (const box of within(list).getAllByRole('checkbox').slice(0, 2)) await userEvent.click(box);
    await expect(canvas.getByRole('group', { name: 'Actions on 2 selected mails' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Select all mails' })).toHaveAttribute(
      'data-state',
      'indeterminate',
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { email: scenarios.loading(handlers.email) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        email: [
          http.get('*/apps/email/emails', () =>
            HttpResponse.json({ emails: [], emailsMeta: { inbox: 0, spam: 0, draft: 0 } }),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nothing in Inbox')).toBeVisible();
  },
};

/** A search that matches nothing says so and offers to clear it. */
export const NoMatch: Story = {
  parameters: { route: '/apps/email/inbox?q=zebra' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No mail matches “zebra”')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Clear the search' })).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { email: scenarios.serverError(handlers.email) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The mails could not be loaded.')).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { handlers, scenarios } from '@/mocks';
import profileSeed from '@/mocks/data/seed/chatProfile.json';
import { fixChatClock, inChatFrame } from '@/stories/support/chatStory';
import { ChatSidebar } from '@/features/chat/components/ChatSidebar';

const meta = {
  title: 'Apps & pages/Chat/Sidebar',
  component: ChatSidebar,
  decorators: [inChatFrame('20rem')],
  parameters: {
    session: 'admin',
    route: '/apps/chat',
    endpoints: ['GET /apps/chat/chats-and-contacts'],
  },
  beforeEach: fixChatClock,
} satisfies Meta<typeof ChatSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement, name: 'Chats' | 'Contacts') =>
  within(canvasElement).findByRole('list', { name });
const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => link.querySelector('strong')!.firstChild!.textContent);

/** The own profile, the chats (most recent first, with unseen counts), then the contacts without a chat. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chats = await list(canvasElement, 'Chats');
    await expect(names(chats)).toEqual([
      'Eliza Cruickshank',
      "Dixie O'Reilly",
      'Sergio Hagenes IV',
      'Mark Watsica',
      'Fermin Ryan',
    ]);
    const dixie = within(chats).getByRole('link', { name: /Dixie O'Reilly/ });
    await expect(dixie).toHaveAccessibleName(/^Dixie O'Reilly ?, Online\b.*mock-ups\?.*2:42 AM.*3 unread messages$/);
    await expect(dixie).toHaveAttribute('href', '/apps/chat/3');
    // Yesterday's chats show their date, today's their time.
    await expect(within(chats).getByRole('link', { name: /Mark Watsica/ })).toHaveTextContent('Jan 14');
    await expect(names(await list(canvasElement, 'Contacts'))).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'Your profile (Online)' })).toBeVisible();
  },
};

/** The open chat is marked, and its unseen count is not shown. */
export const WithOpenChat: Story = {
  args: { activeId: 3 },
  play: async ({ canvasElement }) => {
    const chats = await list(canvasElement, 'Chats');
    const dixie = within(chats).getByRole('link', { name: /Dixie O'Reilly/ });
    await expect(dixie).toHaveAttribute('aria-current', 'page');
    await expect(dixie).not.toHaveAccessibleName(/unread/);
  },
};

/** The search filters chats and contacts by name as one types. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await list(canvasElement, 'Chats');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search chats and contacts' }), 'an');
    await expect(names(canvas.getByRole('list', { name: 'Chats' }))).toEqual(['Eliza Cruickshank', 'Fermin Ryan']);
    await expect(names(canvas.getByRole('list', { name: 'Contacts' }))).toEqual([
      'Millie Daniel',
      'Doyle Lang',
      'Allan Blanda-Renner',
    ]);
    await userEvent.type(canvas.getByRole('searchbox'), 'xyz');
    await expect(await canvas.findByText('No chat or contact matches')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { chat: scenarios.loading(handlers.chat) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading the chats…')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        chat: scenarios.respondWith(handlers.chat, { chatsContacts: [], contacts: [], profileUser: profileSeed }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No chats or contacts yet')).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { chat: scenarios.serverError(handlers.chat) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The chats could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

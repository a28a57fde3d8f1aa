import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { handlers, scenarios } from '@/mocks';
import { appears } from '@/stories/support/appears';
import { advanceChatClock, fixChatClock } from '@/stories/support/chatStory';
import { openOverlayA11y } from '@/ui/story/overlayA11y';
import { ChatPage } from '@/features/chat/pages/ChatPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Apps & pages/Chat/Page',
  component: ChatPage,
  parameters: {
    session: 'admin',
    route: '/apps/chat',
    endpoints: [
      'GET /apps/chat/chats-and-contacts',
      'GET /apps/chat/get-chat',
      'POST /apps/chat/send-msg',
      'POST /apps/chat/users/profile-user',
    ],
    ...pageParameters,
  },
  // Messages are dated by the demo server's clock: fixed, so times and day headings never change.
  beforeEach: fixChatClock,
  // The screen's height follows the window's; fixed here, so pictures do not.
  decorators: [
    (Story) => (
      <div style={{ '--chat-height': '40rem' } as CSSProperties}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const chats = (canvasElement: HTMLElement) => within(canvasElement).findByRole('list', { name: 'Chats' });
const contacts = (canvasElement: HTMLElement) => within(canvasElement).findByRole('list', { name: 'Contacts' });
const chatLink = async (canvasElement: HTMLElement, name: string) =>
  within(await chats(canvasElement)).getByRole('link', { name: new RegExp(`^${name}`) });
const messagesWith = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('log', { name: `Messages with ${name}` }));

/** The chats and contacts beside an invitation to pick one. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await chatLink(canvasElement, "Dixie O'Reilly")).toHaveAccessibleName(/3 unread messages$/);
    await expect(canvas.getByRole('heading', { name: 'Pick a chat' })).toBeVisible();
  },
};

/** A chat opened by its address: marked in the list, its messages beside it. */
export const OpenChat: Story = {
  parameters: { route: '/apps/chat/3' },
  play: async ({ canvasElement }) => {
    const messages = await messagesWith(canvasElement, "Dixie O'Reilly");
    await expect(messages.getByText('Could you look at the new dashboard mock-ups?')).toBeVisible();
    await expect(await chatLink(canvasElement, "Dixie O'Reilly")).toHaveAttribute('aria-current', 'page');
  },
};

/** Flow: opening a chat with unseen messages marks it seen; its count stays gone after leaving it. */
export const OpenUnseenChat: Story = {
  play: async ({ canvasElement, step }) => {
    await step('Dixie has 3 unseen messages; open the chat', async () => {
      await userEvent.click(await chatLink(canvasElement, "Dixie O'Reilly"));
      await messagesWith(canvasElement, "Dixie O'Reilly");
    });
    await step('Open another chat: Dixie’s count is gone, as the server has it', async () => {
      await userEvent.click(await chatLink(canvasElement, 'Eliza Cruickshank'));
      await messagesWith(canvasElement, 'Eliza Cruickshank');
      await waitFor(async () =>
        expect(await chatLink(canvasElement, "Dixie O'Reilly")).not.toHaveAccessibleName(/unread/),
      );
      await expect(await chatLink(canvasElement, 'Eliza Cruickshank')).toHaveAttribute('aria-current', 'page');
    });
  },
};

/** Flow: a message sent shows at once; the contact types, replies, and the list shows the reply. */
export const SendAndReply: Story = {
  parameters: { route: '/apps/chat/3' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const messages = await messagesWith(canvasElement, "Dixie O'Reilly");
    await userEvent.type(canvas.getByRole('textbox', { name: "Message to Dixie O'Reilly" }), 'Lunch at noon?{Enter}');
    await expect(await canvas.findByText("Dixie O'Reilly is typing…")).toBeVisible();
    await waitFor(() => expect(messages.queryByText('Sending…')).toBeNull());
    await expect(messages.getByText('Lunch at noon?')).toBeVisible();
    await waitFor(async () =>
      expect(await chatLink(canvasElement, "Dixie O'Reilly")).toHaveAccessibleName(/You: Lunch at noon\?/),
    );
    advanceChatClock(2000);
    await expect(await messages.findByText('Sure, I will have a look.')).toBeVisible();
    await waitFor(async () =>
      expect(await chatLink(canvasElement, "Dixie O'Reilly")).toHaveAccessibleName(/Sure, I will have a look\./),
    );
    // The first in the list now, and not unseen: it is open.
    await expect(within(await chats(canvasElement)).getAllByRole('link')[0]).toHaveAccessibleName(/^Dixie/);
    await expect(await chatLink(canvasElement, "Dixie O'Reilly")).not.toHaveAccessibleName(/unread/);
  },
};

/** Flow: a contact without a chat; the first message starts one, and the contact moves to the chats. */
export const StartNewChat: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(await contacts(canvasElement)).getByRole('link', { name: /^Millie Daniel/ }));
    await expect(await canvas.findByText('Start a chat with Millie Daniel')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message to Millie Daniel' }), 'Hello Millie!{Enter}');
    const messages = await messagesWith(canvasElement, 'Millie Daniel');
    await waitFor(() => expect(messages.queryByText('Sending…')).toBeNull());
    await expect(messages.getByText('Hello Millie!')).toBeVisible();
    await waitFor(async () =>
      expect(within(await chats(canvasElement)).getAllByRole('link')[0]).toHaveAccessibleName(/^Millie Daniel/),
    );
    await expect(within(await contacts(canvasElement)).queryByRole('link', { name: /^Millie Daniel/ })).toBeNull();
    advanceChatClock(2000);
    await expect(await messages.findByText('Sounds good to me.')).toBeVisible();
  },
};

/** Flow: the own status, changed in the profile panel and saved: the own dot follows. */
export const ChangeOwnStatus: Story = {
  parameters: openOverlayA11y,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Your profile (Online)' }));
    const panel = within(await appears(screen.findByRole('dialog', { name: 'Your profile' })));
    await userEvent.click(panel.getByRole('radio', { name: 'Busy' }));
    await userEvent.click(panel.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const me = await canvas.findByRole('button', { name: 'Your profile (Busy)' });
    await expect(within(me).getByRole('img', { name: 'Busy' })).toBeInTheDocument();
  },
};

/** Flow, by keyboard alone: the profile, the search, the chats as links, then the messages and the composer. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dixie = await chatLink(canvasElement, "Dixie O'Reilly");
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Your profile (Online)' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox', { name: 'Search chats and contacts' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(dixie).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const messages = await messagesWith(canvasElement, "Dixie O'Reilly");
    const box = canvas.getByRole('textbox', { name: "Message to Dixie O'Reilly" });
    const stops: string[] = [];
    for (let i = 0; i < 20 && document.activeElement !== box; i++) {
      await userEvent.tab();
      stops.push(document.activeElement?.getAttribute('aria-label') ?? '');
    }
    // After the other chats and contacts: the contact's details, the messages (to scroll), the composer.
    await expect(stops.slice(-3)).toEqual(["About Dixie O'Reilly", "Messages with Dixie O'Reilly", '']);
    await userEvent.keyboard('Hello{Enter}');
    await waitFor(() => expect(messages.queryByText('Sending…')).toBeNull());
    await expect(messages.getByText('Hello')).toBeVisible();
    advanceChatClock(2000);
    await expect(await messages.findByText('Sure, I will have a look.')).toBeVisible();
  },
};

/** An address that names no contact says so inside the screen. */
export const UnknownChat: Story = {
  parameters: { route: '/apps/chat/abc' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'There is no such chat' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { route: '/apps/chat/3', msw: { handlers: { chat: scenarios.loading(handlers.chat) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading the chats…')).toBeInTheDocument();
    await expect(canvas.getByText('Loading the chat…')).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: { route: '/apps/chat/3', msw: { handlers: { chat: scenarios.serverError(handlers.chat) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The chats could not be loaded.')).toBeVisible();
    await expect(await canvas.findByText('The chat could not be loaded.')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
  },
};

/** On a phone, the list alone; a chat opens in its place, with a way back to the list. */
export const PhoneOnePane: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await chatLink(canvasElement, "Dixie O'Reilly"));
    await messagesWith(canvasElement, "Dixie O'Reilly");
    await expect(canvas.queryByRole('list', { name: 'Chats' })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to the chats' }));
    await expect(await chats(canvasElement)).toBeVisible();
    await expect(canvas.queryByRole('log')).toBeNull();
  },
};

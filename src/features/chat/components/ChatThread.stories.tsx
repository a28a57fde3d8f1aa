import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlers, scenarios } from '@/mocks';
import { advanceChatClock, fixChatClock, inChatFrame } from '@/stories/support/chatStory';
import { ChatThread } from '@/features/chat/components/ChatThread';

const meta = {
  title: 'Apps & pages/Chat/Thread',
  component: ChatThread,
  decorators: [inChatFrame('48rem')],
  args: { contactId: 3 },
  parameters: {
    session: 'admin',
    route: '/apps/chat/3',
    endpoints: ['GET /apps/chat/get-chat', 'POST /apps/chat/send-msg'],
  },
  beforeEach: fixChatClock,
} satisfies Meta<typeof ChatThread>;

export default meta;
type Story = StoryObj<typeof meta>;

const log = async (canvasElement: HTMLElement, name = "Dixie O'Reilly") =>
  within(await within(canvasElement).findByRole('log', { name: `Messages with ${name}` }));
/** Waits until a message has gone through ("Sending…" no more) and shows in the thread. */
const sent = async (messages: ReturnType<typeof within>, text: string | RegExp) => {
  await waitFor(() => expect(messages.queryByText('Sending…')).toBeNull());
  await expect(messages.getByText(text)).toBeVisible();
};
const composer = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: "Message to Dixie O'Reilly" });

/** The contact's header, the day's heading, the messages by sender and the composer. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const messages = await log(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: "Dixie O'Reilly" })).toBeVisible();
    await expect(canvas.getByText('Online · Town Planner')).toBeVisible();
    await expect(messages.getByRole('heading', { level: 3, name: 'Thursday, January 15, 2026' })).toBeVisible();
    await expect(messages.getByText('Hi! Do you have a minute?')).toBeVisible();
    await expect(composer(canvasElement)).toHaveAccessibleDescription('Enter sends; Shift+Enter starts a new line.');
  },
};

/** Enter sends, Shift+Enter starts a new line; the contact then writes a reply, which comes after a moment. */
export const SendAndReply: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const messages = await log(canvasElement);
    await step('Write two lines and send with Enter', async () => {
      await userEvent.type(composer(canvasElement), 'Lunch today?{Shift>}{Enter}{/Shift}At noon{Enter}');
      await sent(messages, /Lunch today\?\s+At noon/);
      await expect(composer(canvasElement)).toHaveValue('');
    });
    await step('The contact writes back', async () => {
      await expect(await canvas.findByText("Dixie O'Reilly is typing…")).toBeVisible();
      advanceChatClock(2000);
      await expect(await messages.findByText('Sure, I will have a look.')).toBeVisible();
      await expect(canvas.queryByText("Dixie O'Reilly is typing…")).toBeNull();
    });
  },
};

/** A message is text: markup shows as typed, and only http(s) addresses become links, opening in a new tab. */
export const PlainTextAndLinks: Story = {
  play: async ({ canvasElement }) => {
    const messages = await log(canvasElement);
    await userEvent.type(
      composer(canvasElement),
      '<b>Plan</b> at https://example.com/plan. javascript:alert(1){Enter}',
    );
    await sent(messages, /<b>Plan<\/b> at/);
    const link = messages.getByRole('link', { name: 'https://example.com/plan' });
    await expect(link).toHaveAttribute('href', 'https://example.com/plan');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(messages.getByText(/<b>Plan<\/b> at/)).toBeVisible();
    await expect(canvasElement.querySelector('[role=log] b')).toBeNull();
    await expect(messages.getAllByRole('link')).toHaveLength(1);
    // The reply comes, and the chat stops asking for it.
    advanceChatClock(2000);
    await expect(await messages.findByText('Sure, I will have a look.')).toBeVisible();
  },
};

// The next send fails once with a server error, then the demo server answers again.
let refuseNextSend = true;
const failingOnce = [
  http.post('*/apps/chat/send-msg', () => {
    if (!refuseNextSend) return undefined;
    refuseNextSend = false;
    return HttpResponse.json({ error: 'The server could not handle the request.' }, { status: 500 });
  }),
  ...handlers.chat,
];

/** A send the server refuses stays in the thread, marked "Not sent", with Retry; retrying sends it. */
export const FailedSendThenRetry: Story = {
  parameters: { msw: { handlers: { chat: failingOnce } } },
  beforeEach: () => {
    refuseNextSend = true;
  },
  play: async ({ canvasElement, step }) => {
    const messages = await log(canvasElement);
    await step('The send fails: the message stays, marked', async () => {
      await userEvent.type(composer(canvasElement), 'Are you there?{Enter}');
      await expect(await messages.findByText('Not sent')).toBeVisible();
      await expect(messages.getByText('Are you there?')).toBeVisible();
      await expect(messages.getByText('The server could not handle the request.')).toBeVisible();
    });
    await step('Retry sends it', async () => {
      await userEvent.click(messages.getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(messages.queryByText('Not sent')).toBeNull());
      await sent(messages, 'Are you there?');
      await expect(await within(canvasElement).findByText("Dixie O'Reilly is typing…")).toBeVisible();
      advanceChatClock(2000);
      await expect(await messages.findByText('Sure, I will have a look.')).toBeVisible();
    });
  },
};

/** The server refuses every send: the message stays, marked "Not sent" with why, and a Retry button. */
export const SendRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        chat: [
          http.post('*/apps/chat/send-msg', () =>
            HttpResponse.json({ error: 'The server could not handle the request.' }, { status: 500 }),
          ),
          ...handlers.chat,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const messages = await log(canvasElement);
    await userEvent.type(composer(canvasElement), 'See you at ten{Enter}');
    await expect(await messages.findByText('Not sent')).toBeVisible();
    await expect(messages.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(within(canvasElement).queryByText(/is typing/)).toBeNull();
  },
};

/** Scrolled up to read, a reply that comes does not pull the reader down: a button says so and jumps. */
export const NewMessagesWhileScrolledUp: Story = {
  args: { contactId: 2 },
  parameters: { route: '/apps/chat/2' },
  play: async ({ canvasElement }) => {
    const messages = await log(canvasElement, 'Mark Watsica');
    const scroller = canvasElement.querySelector<HTMLElement>('[role=log]')!;
    const box = within(canvasElement).getByRole('textbox', { name: 'Message to Mark Watsica' });
    await userEvent.type(box, 'Still on for tomorrow?{Enter}');
    await sent(messages, 'Still on for tomorrow?');
    await waitFor(() => expect(scroller.scrollTop).toBeGreaterThan(0));
    scroller.scrollTo({ top: 0 });
    const jump = await within(canvasElement).findByRole('button', { name: 'Jump to the latest' });
    advanceChatClock(2000);
    await waitFor(() => expect(jump).toHaveAccessibleName('New messages'));
    await expect(scroller.scrollTop).toBe(0);
    await userEvent.click(jump);
    await waitFor(() => expect(within(canvasElement).queryByRole('button', { name: 'New messages' })).toBeNull());
    await expect(messages.getByText('Got it, thanks!')).toBeVisible();
  },
};

/** A contact without a chat: an invitation to write the first message, which starts it. */
export const EmptyNewChat: Story = {
  args: { contactId: 5 },
  parameters: { route: '/apps/chat/5' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Start a chat with Millie Daniel')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Message to Millie Daniel' })).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { contactId: 99 },
  parameters: { route: '/apps/chat/99' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'There is no such chat' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the chats' })).toHaveAttribute('href', '/apps/chat');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { chat: scenarios.loading(handlers.chat) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading the chat…')).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { chat: scenarios.serverError(handlers.chat) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The chat could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FullApp } from '@/stories/FullApp';
import { appears } from '@/stories/support/appears';
import { advanceChatClock, fixChatClock } from '@/stories/support/chatStory';
import { openMainMenu, tablet } from '@/stories/support/fullApp';
import { fullAppParameters } from '@/stories/support/fullAppParameters';

/** The chat in the whole app. */
const meta = {
  title: 'App/Flows/Chat',
  component: FullApp,
  args: { route: '/access-control' },
  parameters: {
    ...fullAppParameters,
    docs: {
      source: {
        code: "import { App } from '@/app/App';\n\n// The routed app, as src/app/start.tsx renders it.\nconst FullApp = () => <App />;\n",
      },
    },
  },
} satisfies Meta<typeof FullApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Flow: from the menu to the chat: Dixie's unread messages opened (the count goes), a message sent and answered. */
export const MenuToAChat: Story = {
  globals: tablet,
  // The demo server's clock stands still (the times in the picture do not change); it moves on for the reply.
  beforeEach: fixChatClock,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await appears(canvas.findByText('manage all'));
    await userEvent.click((await openMainMenu(canvas)).menu.getByRole('link', { name: 'Chat' }));
    const dixie = () => canvas.findByRole('link', { name: /^Dixie O'Reilly/ });
    await step('Opening the chat clears its count', async () => {
      await expect(await appears(dixie())).toHaveAccessibleName(/3 unread messages/);
      await userEvent.click(await dixie());
      await waitFor(async () => expect(await dixie()).not.toHaveAccessibleName(/unread/));
    });
    await step('A message goes, the contact answers', async () => {
      await userEvent.type(
        await canvas.findByRole('textbox', { name: "Message to Dixie O'Reilly" }),
        'Are we still on for Friday?{Enter}',
      );
      await waitFor(async () => expect(await dixie()).toHaveAccessibleName(/You: Are we still on for Friday\?/));
      advanceChatClock(2000);
      await waitFor(async () => expect(await dixie()).toHaveAccessibleName(/Sure, I will have a look\./), {
        timeout: 8000,
      });
    });
  },
};

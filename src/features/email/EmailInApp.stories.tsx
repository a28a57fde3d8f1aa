import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FullApp } from '@/stories/FullApp';
import { appears } from '@/stories/support/appears';
import { body } from '@/stories/support/fullApp';
import { fullAppParameters } from '@/stories/support/fullAppParameters';

/** The mailbox in the whole app. */
const meta = {
  title: 'App/Flows/Email',
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

/** Flow: from the navbar search to the mailbox, then a mail opened from the list and the next one by key. */
export const SearchToAnEmail: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await appears(canvas.findByText('manage all'));
    await step('Search finds the mailbox', async () => {
      await userEvent.keyboard('{Control>}k{/Control}');
      await userEvent.type(await body.findByRole('combobox'), 'email');
      await body.findByRole('option', { name: 'Email' });
      await userEvent.keyboard('{Enter}');
    });
    await step('A mail opens, then the next', async () => {
      const inbox = await appears(canvas.findByRole('list', { name: 'Inbox' }));
      const first = within(inbox).getAllByRole('listitem')[0]!;
      await userEvent.click(within(first).getByRole('link'));
      await appears(canvas.findByRole('heading', { level: 2, name: 'Budget approval needed' }));
      await userEvent.keyboard('j');
      await appears(canvas.findByRole('heading', { level: 2, name: 'Password reset requested' }));
      await expect(canvas.getByRole('button', { name: 'Newer mail' })).toBeEnabled();
    });
  },
};

/** The client may not open the communication apps. */
export const ClientKeptFromMail: Story = {
  args: { route: '/apps/email/inbox' },
  parameters: { session: 'client' },
  play: async ({ canvasElement }) => {
    await appears(within(canvasElement).findByRole('heading', { name: 'You are not authorized!' }));
  },
};

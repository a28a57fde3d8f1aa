import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { FullApp } from '@/stories/FullApp';
import { fullAppParameters } from '@/stories/support/fullAppParameters';
import { appears } from '@/stories/support/appears';

/** The UI elements pages in the whole app. */
const meta = {
  title: 'App/Flows/UI elements',
  component: FullApp,
  args: { route: '/colors' },
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

/** Flow: the client opens an admin page and is kept out. */
export const ClientKeptOut: Story = {
  parameters: { session: 'client' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await appears(canvas.findByRole('heading', { level: 1, name: /not authorized/ }));
    await userEvent.click(canvas.getByRole('link', { name: 'Back to home' }));
    await appears(canvas.findByText('read ACL'));
  },
};

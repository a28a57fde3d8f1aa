import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { FullApp } from '@/stories/FullApp';
import { pageParameters } from '@/ui/story/chromatic';
import { appears } from '@/stories/support/appears';
import { openMainMenu } from '@/stories/support/fullApp';

/** The users list and views in the whole app. */
const meta = {
  title: 'App/Flows/Users',
  component: FullApp,
  args: { route: '/access-control' },
  parameters: {
    layout: 'fullscreen',
    route: false,
    session: 'admin',
    ...pageParameters,
    docs: {
      source: {
        code: "import { App } from '@/app/App';\n\n// The routed app, as src/app/start.tsx renders it.\nconst FullApp = () => <App />;\n",
      },
    },
  },
} satisfies Meta<typeof FullApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Flow: from the menu to the users list, then to the first user's view. */
export const UsersFromMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await appears(canvas.findByText('manage all'));
    await userEvent.click((await openMainMenu(canvas)).menu.getByRole('link', { name: 'Users' }));
    await appears(canvas.findByText('Showing 1 to 10 of 50 users'));
    const [first] = within(canvas.getByRole('table', { name: 'Users' }))
      .getAllByRole('row')
      .slice(1);
    const link = within(first!).getAllByRole('link')[0]!;
    const name = link.textContent!;
    await userEvent.click(link);
    await appears(canvas.findByRole('heading', { level: 1, name }));
    await appears(canvas.findByRole('table', { name: 'Projects' }));
  },
};

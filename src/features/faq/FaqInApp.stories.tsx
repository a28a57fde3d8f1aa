import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FullApp } from '@/stories/FullApp';
import { noVisual } from '@/ui/story/chromatic';
import { appears } from '@/stories/support/appears';
import { body } from '@/stories/support/fullApp';
import { fullAppParameters } from '@/stories/support/fullAppParameters';

/** The FAQ in the whole app. */
const meta = {
  title: 'App/Flows/FAQ',
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

/**
 * The user menu leads to the FAQ. The account pages it offers besides (profile, pricing, settings)
 * are other features': their entries are theirs to check.
 */
export const UserMenu: Story = {
  // Not pictured: its picture came out whole in some full runs and cut at the frame's first 900 px
  // in others (the frame grows for the picture while the FAQ page fades in); the flow is what it checks.
  ...noVisual,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Account menu of John Doe' }));
    const menu = within(await body.findByRole('menu'));
    await userEvent.click(await appears(menu.getByRole('menuitem', { name: 'FAQ' })));
    await appears(canvas.findByRole('heading', { level: 1, name: 'Hello, how can we help?' }));
    // The menu is gone (its closing animation over), so the page is seen alone.
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
  },
};

import type { Loader, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { signToken } from '@/mocks/services/tokens';
import { FullApp } from '@/stories/FullApp';

/**
 * The demo server checks tokens and abilities as a real backend would. These flows run the whole
 * app over it with a stored session made to fail: they run after the workbench has signed the
 * story's user in, and change the stored tokens before the app starts.
 */
const meta = {
  title: 'Demo server/Access checks',
  component: FullApp,
  args: { route: '/' },
  // Checks on the demo server, with nothing to copy: no "Show code". Signed in (`session`), so each
  // flow gets a window of its own on the docs page: drawn inline, two of them would share one
  // localStorage, and the forged tokens of one were seen to sign the other out.
  parameters: {
    layout: 'fullscreen',
    route: false,
    session: 'admin',
    docs: { canvas: { sourceState: 'none' } },
  },
} satisfies Meta<typeof FullApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A token with its signature changed: what someone would make up to get in. */
const forge = (token: string) => token.replace(/\.[^.]+$/, '.Zm9yZ2VkLXNpZ25hdHVyZQ');

const storeForgedTokens: Loader = async () => {
  localStorage.setItem('accessToken', forge(await signToken(1, 'access')));
  localStorage.setItem('refreshToken', forge(await signToken(1, 'refresh')));
  return {};
};

const ELEVEN_MINUTES = 11 * 60 * 1000;
const storeExpiredAccessToken: Loader = async () => {
  localStorage.setItem('accessToken', await signToken(1, 'access', Date.now() - ELEVEN_MINUTES));
  return { expiredToken: localStorage.getItem('accessToken') };
};

/** A stored session with forged tokens: the first call is refused, the refresh too, and sign-in opens. */
export const ForgedSessionSignsOut: Story = {
  loaders: [storeForgedTokens],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Welcome to Atrium/ })).toBeVisible();
    await expect(localStorage.getItem('accessToken')).toBeNull();
    await expect(localStorage.getItem('userData')).toBeNull();
  },
};

/** The access token has expired (after 10 minutes): the app refreshes it once and the data loads (the navbar's notifications). */
export const ExpiredTokenRefreshes: Story = {
  args: { route: '/access-control' },
  loaders: [storeExpiredAccessToken],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('manage all')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Notifications, 3 unread' })).toBeVisible();
    await expect(localStorage.getItem('accessToken')).not.toBe(loaded.expiredToken);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { api } from '@/lib/api/client';
import type { ProfileUser } from '@/lib/api/schemas/chat';
import profileSeed from '@/mocks/data/seed/chatProfile.json';
import { appears } from '@/stories/support/appears';
import { openOverlayA11y } from '@/ui/story/overlayA11y';
import { ProfilePanel } from '@/features/chat/components/ProfilePanel';

const meta = {
  title: 'Apps & pages/Chat/Profile panel',
  component: ProfilePanel,
  args: { profile: profileSeed as ProfileUser },
  parameters: {
    session: 'admin',
    route: '/apps/chat',
    endpoints: ['POST /apps/chat/users/profile-user'],
    ...openOverlayA11y,
  },
} satisfies Meta<typeof ProfilePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Your profile (Online)' }));
  return within(await appears(screen.findByRole('dialog', { name: 'Your profile' })));
};

/** The own avatar opens the panel: status, about, the two settings, as saved. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    await expect(panel.getByRole('radio', { name: 'Online' })).toBeChecked();
    await expect(panel.getByRole('textbox', { name: 'About' })).toHaveValue(profileSeed.about);
    await expect(panel.getByRole('switch', { name: 'Two-step verification' })).toBeChecked();
    await expect(panel.getByRole('switch', { name: 'Notifications' })).not.toBeChecked();
  },
};

/** Flow: away, notifications on, save; the panel closes and the server has it. */
export const ChangeStatus: Story = {
  // The story asks the server what it saved.
  parameters: { endpoints: ['POST /apps/chat/users/profile-user', 'GET /apps/chat/users/profile-user'] },
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    await userEvent.click(panel.getByRole('radio', { name: 'Away' }));
    await expect(panel.getByRole('img', { name: 'Away' })).toBeVisible();
    await userEvent.click(panel.getByRole('switch', { name: 'Notifications' }));
    await userEvent.click(panel.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await appears(screen.findByText('Your profile is saved.'));
    const saved = await api.get<ProfileUser>('/apps/chat/users/profile-user');
    await expect(saved).toMatchObject({ status: 'away', settings: { isNotificationsOn: true } });
  },
};

/** An about the server refuses (over 160 characters): said at the field, what was typed kept, the panel open. */
export const RefusedSave: Story = {
  play: async ({ canvasElement }) => {
    const panel = await open(canvasElement);
    const about = panel.getByRole('textbox', { name: 'About' });
    const long = 'Keeps the dashboard running. '.repeat(6);
    await userEvent.clear(about);
    // Pasted: typing 174 characters one by one takes seconds.
    await userEvent.click(about);
    await userEvent.paste(long);
    await userEvent.click(panel.getByRole('radio', { name: 'Busy' }));
    await userEvent.click(panel.getByRole('button', { name: 'Save' }));
    await expect(await panel.findByRole('alert')).toHaveTextContent('must be at most 160 characters');
    await expect(about).toHaveAccessibleDescription('must be at most 160 characters');
    await expect(about).toHaveValue(long);
    await expect(panel.getByRole('radio', { name: 'Busy' })).toBeChecked();
  },
};

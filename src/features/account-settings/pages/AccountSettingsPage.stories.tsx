import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlers, scenarios } from '@/mocks';
import { AccountSettingsPage } from '@/features/account-settings/pages/AccountSettingsPage';
import { api } from '@/lib/api/client';
import { accountSettingsPaths } from '@/lib/api/paths/accountSettings';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

/** The page reads its tab from the path (`/pages/account-settings/:id`): the story opens its route. */
const meta = {
  title: 'Pages/Account settings',
  component: AccountSettingsPage,
  parameters: {
    session: 'admin',
    route: '/pages/account-settings/general',
    endpoints: ['GET /account-setting/data', 'POST /account-setting/update'],
    ...pageParameters,
  },
} satisfies Meta<typeof AccountSettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;
const body = within(document.body);

export const General: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(/^Full name/)).toHaveValue('John Doe');
    await expect(canvas.getByRole('button', { name: 'Discard changes' })).toBeDisabled();
  },
};

/** Flow: a bad email is caught at the field; fixed, the save goes through, a toast confirms, and a reload keeps it. */
export const EditAndSave: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByLabelText(/^Email/);
    await userEvent.clear(email);
    await userEvent.type(email, 'john@');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByText('Enter a valid email address.')).toBeVisible();
    await userEvent.type(email, 'example.com');
    await userEvent.clear(canvas.getByLabelText(/^Company/));
    await userEvent.type(canvas.getByLabelText(/^Company/), 'Acme');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(body.getByText('Your changes are saved.')).toBeVisible());
    // Read back through the app's client: the demo server wants the signed-in user's token.
    const saved = await api.get<{ general: { email: string; company: string } }>(accountSettingsPaths.data);
    await expect(saved.general).toMatchObject({ email: 'john@example.com', company: 'Acme' });
    await expect(canvas.getByRole('button', { name: 'Discard changes' })).toBeDisabled();
  },
};

/** A save that fails keeps every typed value and says so. */
export const SaveFails: Story = {
  parameters: {
    msw: {
      handlers: {
        accountSettings: [
          http.post('*/account-setting/update', () => HttpResponse.json({ error: 'Storage is full' }, { status: 500 })),
          ...handlers.accountSettings,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByLabelText(/^Full name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Johnny Doe');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('could not be saved');
    await expect(name).toHaveValue('Johnny Doe');
  },
};

/** Tabs are in the path: the notifications tab, its switches saved. */
export const Notifications: Story = {
  parameters: { route: '/pages/account-settings/notifications' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const follow = await canvas.findByRole('switch', { name: 'Email me when someone follows me' });
    await expect(follow).not.toBeChecked();
    await userEvent.click(follow);
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(body.getByText('Your changes are saved.')).toBeVisible());
  },
};

export const Information: Story = { parameters: { route: '/pages/account-settings/info' } };

/** Flow: moving between tabs by keyboard changes the path. */
export const SocialAndConnections: Story = {
  parameters: { route: '/pages/account-settings/social' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Quora/), 'not a link');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByText('Enter a web address starting with https://')).toBeVisible();
    canvas.getByRole('tab', { name: 'Social links' }).focus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(await canvas.findByText('Connected as john.doe.42')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { accountSettings: scenarios.loading(handlers.accountSettings) } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading');
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { accountSettings: scenarios.serverError(handlers.accountSettings) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The settings could not be loaded.')).toBeVisible();
  },
};

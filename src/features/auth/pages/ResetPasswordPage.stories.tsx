import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { handlers, scenarios } from '@/mocks';
import { ResetPasswordPage } from '@/features/auth/pages/ResetPasswordPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Pages/Reset password',
  component: ResetPasswordPage,
  args: { variant: 'cover' },
  argTypes: { variant: { control: 'inline-radio', options: ['cover', 'basic'] } },
  // Signed out: the workbench signs stories in as the admin unless told otherwise.
  parameters: {
    layout: 'fullscreen',
    session: null,
    route: '/pages/reset-password-cover?token=from-the-email',
    endpoints: ['POST /jwt/reset-password'],
    ...pageParameters,
  },
} satisfies Meta<typeof ResetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cover: Story = { parameters: screenLooks };
export const Basic: Story = { args: { variant: 'basic' } };

/** Opened without the email's link: the page says where the link comes from; sending anyway says the link is bad. */
export const WithoutALink: Story = {
  parameters: { route: '/pages/reset-password-cover' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Open this page from the link/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/pages/forgot-password-cover',
    );
    await userEvent.type(canvas.getByLabelText(/^New password/), 'new-secret');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'new-secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This reset link is invalid or has expired.');
  },
};

/** The fields check themselves before anything is sent: length, then that both match. */
export const Mismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^New password/), 'abc');
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
    await expect(await canvas.findByText('Use at least 6 characters.')).toBeVisible();
    await expect(canvas.getByText('Type the password again.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^New password/), 'defg');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'abcdefx');
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
    await expect(await canvas.findByText('The passwords do not match.')).toBeVisible();
  },
};

/** A link the server does not know (used, expired, made up): the answer says so, the passwords stay. */
export const ExpiredLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^New password/), 'new-secret');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'new-secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This reset link is invalid or has expired.');
    await expect(canvas.getByLabelText(/^New password/)).toHaveValue('new-secret');
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { auth: scenarios.networkError(handlers.auth) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^New password/), 'new-secret');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'new-secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/could not reach the server/);
    await expect(canvas.getByLabelText(/^Confirm password/)).toHaveValue('new-secret');
  },
};

/** Dark skin, opened without the email's link: the info alert's "Ask for a new link" keeps its contrast (axe). */
export const WithoutALinkDarkSkin: Story = {
  parameters: { route: '/pages/reset-password-cover' },
  globals: { skin: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  },
};

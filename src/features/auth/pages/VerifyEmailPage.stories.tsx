import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { handlers, scenarios } from '@/mocks';
import { VerifyEmailPage } from '@/features/auth/pages/VerifyEmailPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Pages/Verify email',
  component: VerifyEmailPage,
  args: { variant: 'cover' },
  argTypes: { variant: { control: 'inline-radio', options: ['cover', 'basic'] } },
  // Signed out: the workbench signs stories in as the admin unless told otherwise.
  parameters: {
    layout: 'fullscreen',
    session: null,
    route: '/pages/verify-email-cover?email=hello%40example.com',
    endpoints: ['POST /jwt/verify-email/resend'],
    ...pageParameters,
  },
} satisfies Meta<typeof VerifyEmailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cover: Story = { parameters: screenLooks };
export const Basic: Story = { args: { variant: 'basic' } };

/** Signed in, the address is the user's own. */
export const SignedIn: Story = {
  parameters: { route: '/pages/verify-email-basic', session: 'admin' },
  args: { variant: 'basic' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('admin@demo.com')).toBeVisible();
  },
};

/** Neither an address nor a session: no resend, a way to sign up instead. */
export const NoAddress: Story = {
  parameters: { route: '/pages/verify-email-cover' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Resend' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toBeVisible();
  },
};

export const Resend: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Resend' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('hello@example.com');
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { auth: scenarios.networkError(handlers.auth) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Resend' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/could not reach the server/);
  },
};

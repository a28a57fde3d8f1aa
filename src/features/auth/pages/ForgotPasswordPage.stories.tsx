import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { handlers, scenarios } from '@/mocks';
import { ForgotPasswordPage } from '@/features/auth/pages/ForgotPasswordPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Pages/Forgot password',
  component: ForgotPasswordPage,
  args: { variant: 'cover' },
  argTypes: { variant: { control: 'inline-radio', options: ['cover', 'basic'] } },
  // Signed out: the workbench signs stories in as the admin unless told otherwise.
  parameters: {
    layout: 'fullscreen',
    session: null,
    route: '/forgot-password',
    endpoints: ['POST /jwt/forgot-password'],
    ...pageParameters,
  },
} satisfies Meta<typeof ForgotPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cover: Story = { parameters: screenLooks };
export const Basic: Story = { args: { variant: 'basic' } };

export const LinkSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Email/), 'nobody');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByText('Enter a valid email address.')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText(/^Email/));
    await userEvent.type(canvas.getByLabelText(/^Email/), 'someone@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('someone@example.com');
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { auth: scenarios.networkError(handlers.auth) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Email/), 'someone@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue('someone@example.com');
  },
};

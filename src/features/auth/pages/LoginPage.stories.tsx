import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlers, scenarios } from '@/mocks';
import { LoginPage } from '@/features/auth/pages/LoginPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Pages/Sign in',
  component: LoginPage,
  args: { variant: 'cover' },
  argTypes: { variant: { control: 'inline-radio', options: ['cover', 'basic'] } },
  // Signed out: the workbench signs stories in as the admin unless told otherwise.
  parameters: {
    layout: 'fullscreen',
    session: null,
    route: '/login',
    endpoints: ['POST /jwt/login'],
    ...pageParameters,
  },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cover: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: /Welcome to Atrium/ })).toBeVisible();
    await expect(canvas.getByText('admin@demo.com')).toBeVisible();
    await expect(canvas.getByText('client@demo.com')).toBeVisible();
  },
};

export const Basic: Story = { args: { variant: 'basic' } };

/** Empty fields are caught before any request, at each field. */
export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Enter your email.')).toBeVisible();
    await expect(canvas.getByText('Enter your password.')).toBeVisible();
    await expect(canvas.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A mismatch shows the server's message at the email field and keeps what was typed. */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Email/), 'admin@demo.com');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'wrong');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Email or Password is Invalid')).toBeVisible();
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue('admin@demo.com');
    await expect(canvas.getByLabelText(/^Password/)).toHaveValue('wrong');
    await expect(localStorage.getItem('userData')).toBeNull();
  },
};

/** A demo account fills the form; signing in stores userData and both tokens (docs/demo-api.md). */
export const SignsIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Use the Client account' }));
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue('client@demo.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(localStorage.getItem('accessToken')?.split('.')).toHaveLength(3));
    await expect(JSON.parse(localStorage.getItem('userData')!)).toMatchObject({ role: 'client' });
    await expect(localStorage.getItem('refreshToken')).toBeTruthy();
    // Signed in, the guard leaves the sign-in page for the client's home: access control.
    await expect(await canvas.findByText('Read ACL')).toBeVisible();
  },
};

/** The server is unreachable: a message above the form, the typed values kept. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { auth: scenarios.serverError(handlers.auth) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Email/), 'admin@demo.com');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'admin');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('could not reach the server');
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue('admin@demo.com');
  },
};

export const French: Story = { globals: { locale: 'fr' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RegisterPage } from '@/features/auth/pages/RegisterPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Pages/Sign up',
  component: RegisterPage,
  args: { variant: 'cover' },
  argTypes: { variant: { control: 'inline-radio', options: ['cover', 'basic'] } },
  // Signed out: the workbench signs stories in as the admin unless told otherwise.
  parameters: {
    layout: 'fullscreen',
    session: null,
    route: '/register',
    endpoints: ['POST /jwt/register'],
    ...pageParameters,
  },
} satisfies Meta<typeof RegisterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cover: Story = { parameters: screenLooks };
export const Basic: Story = { args: { variant: 'basic' } };

export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Username/), 'bad name!');
    await userEvent.type(canvas.getByLabelText(/^Password/), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(await canvas.findByText('Use letters, digits, dots, dashes and underscores only.')).toBeVisible();
    await expect(canvas.getByText('Enter your email.')).toBeVisible();
    await expect(canvas.getByText('Use at least 6 characters.')).toBeVisible();
    await expect(canvas.getByText('Please accept the privacy policy and terms.')).toBeVisible();
  },
};

/** A taken email answers 200 with a message, shown at the email field; nothing is lost. */
export const EmailTaken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Username/), 'newperson');
    await userEvent.type(canvas.getByLabelText(/^Email/), 'admin@demo.com');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'secret1');
    await userEvent.click(canvas.getByRole('checkbox', { name: /privacy policy/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(await canvas.findByText('This email is already in use.')).toBeVisible();
    await expect(canvas.getByLabelText(/^Username/)).toHaveValue('newperson');
    await expect(localStorage.getItem('userData')).toBeNull();
  },
};

/** A new account is an admin with manage all, signed in at once and taken to the page that sent them. */
export const SignsUp: Story = {
  parameters: { route: '/register?returnTo=%2Faccess-control' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Username/), 'newperson');
    await userEvent.type(canvas.getByLabelText(/^Email/), 'new@example.com');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'secret1');
    await userEvent.click(canvas.getByRole('checkbox', { name: /privacy policy/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(localStorage.getItem('userData')).toBeTruthy());
    await expect(JSON.parse(localStorage.getItem('userData')!)).toMatchObject({
      role: 'admin',
      ability: [{ action: 'manage', subject: 'all' }],
    });
    await expect(await canvas.findByText('manage all')).toBeVisible();
  },
};

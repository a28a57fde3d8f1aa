import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { handlers, scenarios } from '@/mocks';
import { TwoStepsPage } from '@/features/auth/pages/TwoStepsPage';
import { noVisual, pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Pages/Two steps',
  component: TwoStepsPage,
  args: { variant: 'cover' },
  argTypes: { variant: { control: 'inline-radio', options: ['cover', 'basic'] } },
  // Signed out: the workbench signs stories in as the admin unless told otherwise.
  parameters: {
    layout: 'fullscreen',
    session: null,
    route: '/pages/two-steps-cover',
    endpoints: ['POST /jwt/two-steps/send', 'POST /jwt/two-steps/verify'],
    ...pageParameters,
  },
} satisfies Meta<typeof TwoStepsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const codeOf = async (canvas: ReturnType<typeof within>) =>
  (await canvas.findByText(/^Demo: the text message says/)).textContent!.match(/\d{6}/)![0];

/** The demo server makes a new code on every visit; the pictures use a fixed one. */
const fixedCode = {
  msw: {
    handlers: {
      auth: [
        http.post('*/jwt/two-steps/send', () =>
          HttpResponse.json({
            message: 'We sent a verification code.',
            phone: '+1 ••• ••• 1234',
            challenge: 'story',
            demo: { code: '428163' },
          }),
        ),
      ],
    },
  },
};

export const Cover: Story = {
  parameters: { ...screenLooks, ...fixedCode },
  play: async ({ canvasElement }) => {
    await expect(await codeOf(within(canvasElement))).toBe('428163');
  },
};
export const Basic: Story = { ...Cover, args: { variant: 'basic' } };

/** Flow: a wrong code is refused at the field and stays; the code from the text message verifies. */
export const Verify: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = await codeOf(canvas);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const field = canvas.getByLabelText(/^Six-digit code/);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify my account' }));
    await expect(await canvas.findByText('Enter the code.')).toBeVisible();
    await userEvent.type(field, wrong);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify my account' }));
    await expect(await canvas.findByText('This code is wrong or has expired.')).toBeVisible();
    await expect(field).toHaveValue(wrong);
    await userEvent.clear(field);
    await userEvent.type(field, code);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify my account' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Your account is verified.');
  },
};

/** Resend sends a fresh code; the old one no longer matters. (A new code each run: no picture.) */
export const Resend: Story = {
  ...noVisual,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await codeOf(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Resend' }));
    await waitFor(async () => expect(await codeOf(canvas)).not.toBe(first));
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { auth: scenarios.networkError(handlers.auth) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/could not reach the server/);
    await expect(canvas.getByRole('button', { name: 'Verify my account' })).toBeDisabled();
  },
};

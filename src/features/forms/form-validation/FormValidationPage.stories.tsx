import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlers, scenarios } from '@/mocks';
import AccountFormExample from '@/features/forms/form-validation/examples/AccountForm';
import PasswordStrengthExample from '@/features/forms/form-validation/examples/PasswordStrength';
import ValidationTimingExample from '@/features/forms/form-validation/examples/ValidationTiming';
import { FormValidationPage } from '@/features/forms/form-validation/FormValidationPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Forms/Form validation',
  component: FormValidationPage,
  parameters: {
    session: 'admin',
    route: '/forms/form-validation',
    endpoints: ['POST /api/forms/accounts'],
    ...pageParameters,
  },
} satisfies Meta<typeof FormValidationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const field = (canvas: Canvas, name: string | RegExp) => canvas.getByRole('textbox', { name });

/** Fills the account form with values every rule accepts, the username aside. */
async function fillValid(canvas: Canvas, username: string) {
  await userEvent.type(field(canvas, /^Username/), username);
  await userEvent.type(field(canvas, /^Email/), 'ada@example.com');
  await userEvent.type(canvas.getByRole('spinbutton', { name: /^Age/ }), '36');
  await userEvent.type(field(canvas, /^ZIP code/), '94107');
  await userEvent.type(canvas.getByLabelText(/^Password\W*$/), 'Analytical1engine');
  await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'Analytical1engine');
  await userEvent.type(canvas.getByLabelText(/^Available from/), '2026-12-01');
  await userEvent.type(canvas.getByLabelText(/^Available until/), '2026-12-24');
  await userEvent.click(canvas.getByRole('checkbox', { name: 'I accept the terms of service' }));
}

const submit = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: 'Create account' }));

/** Three examples: the account form with every rule, when a rule is checked, a password's strength. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Form validation');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Every common rule',
      'When a rule is checked',
      'Password strength',
    ]);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The account form alone, at rest. */
export const AccountForm: Story = {
  render: () => <AccountFormExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Create an account' })).toBeVisible();
    await expect(canvas.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
      'aria-valuetext',
      'Too weak',
    );
  },
};

/**
 * Every rule refused, then fixed: submitting the empty form puts each required field's message at
 * it and the focus on the first; wrong values get their own messages; fixed, the account is made.
 */
export const EveryRuleRefusedThenFixed: Story = {
  render: () => <AccountFormExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submit(canvas);
    await expect(await canvas.findByText('Enter a username.')).toBeVisible();
    await expect(field(canvas, /^Username/)).toHaveFocus();
    await expect(field(canvas, /^Username/)).toHaveAttribute('aria-invalid', 'true');
    for (const message of [
      'Enter your email.',
      'Enter your age in years.',
      'Enter a ZIP code like 94107 or 94107-1234.',
      'Use at least 8 characters.',
      'Type the password again.',
      'Choose the first day.',
      'Choose the last day.',
      'Accept the terms to create the account.',
    ])
      await expect(canvas.getByText(message)).toBeVisible();

    // Wrong values, each with its own message.
    await userEvent.type(field(canvas, /^Username/), 'Ada Lovelace');
    await userEvent.type(field(canvas, /^Email/), 'ada@');
    await userEvent.type(field(canvas, /^Website/), 'ftp://example.com');
    await userEvent.type(canvas.getByRole('spinbutton', { name: /^Age/ }), '16');
    await userEvent.type(field(canvas, /^ZIP code/), '941');
    await userEvent.type(canvas.getByLabelText(/^Password\W*$/), 'password');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'passw0rd');
    await userEvent.type(canvas.getByLabelText(/^Available from/), '2026-12-24');
    await userEvent.type(canvas.getByLabelText(/^Available until/), '2026-12-01');
    await userEvent.type(field(canvas, /^About you/), 'x'.repeat(201));
    // A file the picker's filter would hide, dropped in anyway: the form's own rule still refuses it.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      canvas.getByLabelText(/^Profile picture/),
      new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
    );
    await submit(canvas);
    for (const message of [
      'Use lowercase letters, digits and underscores only.',
      'Enter an email like name@example.com.',
      'Enter a web address that starts with http:// or https://.',
      'You must be 18 or older.',
      'Enter a ZIP code like 94107 or 94107-1234.',
      'Include a digit.',
      'The passwords differ.',
      'The last day cannot come before the first.',
      'Keep it to 200 characters.',
      'Choose a PNG, JPEG or WebP picture.',
    ])
      await expect(await canvas.findByText(message)).toBeVisible();
    await expect(field(canvas, /^Username/)).toHaveFocus();

    // Fixed: every message goes as its field is corrected, and the demo server makes the account.
    await userEvent.clear(field(canvas, /^Username/));
    await userEvent.type(field(canvas, /^Username/), 'ada_l');
    await userEvent.type(field(canvas, /^Email/), 'example.com');
    await userEvent.clear(field(canvas, /^Website/));
    await userEvent.type(field(canvas, /^Website/), 'https://ada.example.com');
    await userEvent.clear(canvas.getByRole('spinbutton', { name: /^Age/ }));
    await userEvent.type(canvas.getByRole('spinbutton', { name: /^Age/ }), '36');
    await userEvent.type(field(canvas, /^ZIP code/), '07');
    await userEvent.type(canvas.getByLabelText(/^Password\W*$/), '1');
    await userEvent.clear(canvas.getByLabelText(/^Confirm password/));
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'password1');
    await userEvent.clear(canvas.getByLabelText(/^Available until/));
    await userEvent.type(canvas.getByLabelText(/^Available until/), '2026-12-31');
    await userEvent.clear(field(canvas, /^About you/));
    await userEvent.type(field(canvas, /^About you/), 'Writes programs for engines.');
    await user.upload(canvas.getByLabelText(/^Profile picture/), new File(['png'], 'me.png', { type: 'image/png' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I accept the terms of service' }));
    await waitFor(() => expect(canvas.queryByText('The passwords differ.')).toBeNull());
    await submit(canvas);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Account 1 created for ada_l (ada@example.com).');
    await expect(canvas.queryByText(/^Use |^Enter |^Choose |^Keep |^Include |^The /)).toBeNull();
  },
};

/**
 * The server's own rules: a reserved username is refused at its field (a 400), a taken one too
 * (a 409); the focus goes there and nothing typed is lost. A free name goes through.
 */
export const ServerRefusalAtTheField: Story = {
  render: () => <AccountFormExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas, 'admin');
    await submit(canvas);
    await expect(await canvas.findByText('This username is reserved. Choose another one.')).toBeVisible();
    await expect(field(canvas, /^Username/)).toHaveFocus();
    await expect(field(canvas, /^Email/)).toHaveValue('ada@example.com');
    await expect(canvas.getByLabelText(/^Password\W*$/)).toHaveValue('Analytical1engine');

    await userEvent.clear(field(canvas, /^Username/));
    await userEvent.type(field(canvas, /^Username/), 'johndoe');
    await submit(canvas);
    await expect(await canvas.findByText('This username is already in use.')).toBeVisible();

    await userEvent.clear(field(canvas, /^Username/));
    await userEvent.type(field(canvas, /^Username/), 'ada_l');
    await submit(canvas);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Account 1 created for ada_l');
  },
};

/** The server down: the reason above the form, every value kept. */
export const ServerDown: Story = {
  render: () => <AccountFormExample />,
  parameters: { msw: { handlers: { forms: scenarios.serverError(handlers.forms) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas, 'ada_l');
    await submit(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The account could not be created: The server could not handle the request.',
    );
    await expect(field(canvas, /^Username/)).toHaveValue('ada_l');
    await expect(canvas.getByRole('checkbox', { name: 'I accept the terms of service' })).toBeChecked();
  },
};

/** As you type, on leaving the field, or only on submit: the same rule at three moments. */
export const ValidationTiming: Story = {
  render: () => <ValidationTimingExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const message = 'Enter an email like name@example.com.';
    await userEvent.type(field(canvas, 'Checked as you type'), 'ada@');
    await expect(within(canvas.getByRole('form', { name: 'Checked as you type' })).getByText(message)).toBeVisible();

    const onLeave = canvas.getByRole('form', { name: 'Checked when you leave the field' });
    await userEvent.type(field(canvas, 'Checked when you leave the field'), 'ada@');
    await expect(within(onLeave).queryByText(message)).toBeNull();
    await userEvent.tab();
    await expect(await within(onLeave).findByText(message)).toBeVisible();

    const onSubmit = canvas.getByRole('form', { name: 'Checked when you press Check' });
    await userEvent.type(field(canvas, 'Checked when you press Check'), 'ada@');
    await userEvent.tab();
    await expect(within(onSubmit).queryByText(message)).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect(await within(onSubmit).findByText(message)).toBeVisible();
    await userEvent.type(field(canvas, 'Checked when you press Check'), 'example.com');
    await expect(within(onSubmit).queryByText(message)).toBeNull();
  },
};

/** The meter and the checklist follow the password as it grows. */
export const PasswordStrength: Story = {
  render: () => <PasswordStrengthExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const meter = canvas.getByRole('meter', { name: 'Password strength' });
    const password = canvas.getByLabelText('New password');
    await userEvent.type(password, 'password');
    await expect(meter).toHaveAttribute('aria-valuetext', 'Too weak');
    await userEvent.type(password, '1');
    await expect(meter).toHaveAttribute('aria-valuetext', 'Weak');
    await userEvent.type(password, 'A!');
    await expect(meter).toHaveAttribute('aria-valuetext', 'Good');
    await userEvent.type(password, 'x');
    await expect(meter).toHaveAttribute('aria-valuetext', 'Strong');
    await expect(canvas.getByText(/A digit/).closest('li')).toHaveClass('met');
  },
};

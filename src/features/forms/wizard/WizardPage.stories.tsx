import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { handlers, scenarios } from '@/mocks';
import { WizardPage } from '@/features/forms/wizard/WizardPage';
import HorizontalWizard from '@/features/forms/wizard/examples/HorizontalWizard';
import ModernWizard from '@/features/forms/wizard/examples/ModernWizard';
import VerticalWizard from '@/features/forms/wizard/examples/VerticalWizard';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Forms/Form wizard',
  component: WizardPage,
  parameters: {
    session: 'admin',
    route: '/forms/wizard',
    endpoints: ['POST /api/forms/accounts'],
    ...pageParameters,
  },
} satisfies Meta<typeof WizardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The step now shown, as its list marks it. */
const currentStep = (canvasElement: HTMLElement) => canvasElement.querySelector('[aria-current="step"]');

/** Types the account step's four boxes, Tab from one to the next. */
async function fillAccount(canvasElement: HTMLElement, username: string, confirm = 'secret12') {
  within(canvasElement)
    .getByRole('textbox', { name: /Username/ })
    .focus();
  await userEvent.keyboard(`${username}{Tab}ada@example.com{Tab}secret12{Tab}${confirm}`);
}

/** Three wizards, each on its first step, with nothing typed. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Form wizard');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Horizontal',
      'Vertical',
      'Modern',
    ]);
    await expect(canvas.getAllByRole('heading', { level: 3, name: 'Step 1 of 5: Account' })).toHaveLength(3);
    await expect(canvas.getAllByRole('list', { name: 'Sign-up steps' })).toHaveLength(3);
    for (const current of canvasElement.querySelectorAll('[aria-current="step"]'))
      await expect(current).toHaveTextContent('Account');
  },
};

/**
 * The whole walk, by keyboard: a step refused until fixed (the passwords, a profile address), a country and a
 * language chosen, the review, then the server refuses the username: back at its step, every value kept; fixed,
 * the review's header opens it again and the account is created.
 */
export const Horizontal: Story = {
  render: () => <HorizontalWizard />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAccount(canvasElement, 'admin', 'secret13');
    await userEvent.keyboard('{Enter}');
    const confirm = canvas.getByLabelText(/Confirm the password/);
    await waitFor(() => expect(confirm).toHaveFocus());
    await expect(confirm).toHaveAccessibleDescription('The passwords do not match');
    await userEvent.clear(confirm);
    await userEvent.keyboard('secret12{Enter}');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Step 2 of 5: Personal' })).toHaveFocus());
    await expect(canvas.getByRole('button', { name: /^Account \(completed\)/ })).toBeVisible();

    await userEvent.keyboard('{Tab}Ada{Tab}Lovelace{Tab}{Enter}');
    await userEvent.click(await screen.findByRole('option', { name: 'United Kingdom' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'English' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'French' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Step 3 of 5: Address' })).toHaveFocus());

    await userEvent.keyboard('{Tab}12 St James’s Square{Tab}{Tab}SW1Y 4LB{Tab}London{Enter}');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Step 4 of 5: Social' })).toHaveFocus());
    await userEvent.keyboard('{Tab}twitter.com/ada{Enter}');
    const twitter = canvas.getByRole('textbox', { name: 'Twitter' });
    await waitFor(() => expect(twitter).toHaveFocus());
    await expect(twitter).toHaveAccessibleDescription('Enter an address starting http:// or https://');
    await userEvent.clear(twitter);
    await userEvent.keyboard('https://twitter.com/ada{Enter}');

    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Step 5 of 5: Review' })).toHaveFocus());
    const personal = within(canvas.getByRole('region', { name: 'Personal' }));
    await expect(personal.getByText('English, French')).toBeVisible();
    await expect(personal.getByText('United Kingdom')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));

    const username = await canvas.findByRole('textbox', { name: /Username/ });
    await waitFor(() => expect(username).toHaveFocus());
    await expect(username).toHaveAccessibleDescription('This username is reserved. Choose another one.');
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveValue('ada@example.com');
    await userEvent.clear(username);
    await userEvent.keyboard('ada_lovelace');
    await userEvent.click(canvas.getByRole('button', { name: /^Review/ }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Step 5 of 5: Review' })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(/Account #\d+ created for ada_lovelace/);
  },
};

/** A step in the URL that does not exist shows the first; Next checks the step, Back keeps what was typed. */
export const Vertical: Story = {
  render: () => <VerticalWizard />,
  parameters: { route: '/forms/wizard?vertical=nope' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(currentStep(canvasElement)).toHaveTextContent('Account');
    await expect(canvas.queryByRole('button', { name: /Personal/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Username/ })).toHaveFocus());
    await expect(currentStep(canvasElement)).toHaveTextContent('Account');
    await fillAccount(canvasElement, 'ada');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Step 2 of 5: Personal' })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Step 1 of 5: Account' })).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: /Username/ })).toHaveValue('ada');
    await expect(canvas.getByLabelText(/Confirm the password/)).toHaveValue('secret12');
    await expect(canvas.getByRole('button', { name: /Personal/ })).toBeVisible();
  },
};

/** Opened at `?modern=address`: the steps before are open from their headers, the ones after are not. */
export const Modern: Story = {
  render: () => <ModernWizard />,
  parameters: { route: '/forms/wizard?modern=address' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Step 3 of 5: Address' })).toBeVisible();
    await expect(currentStep(canvasElement)).toHaveTextContent('Address');
    await expect(canvas.queryByRole('button', { name: /Social/ })).not.toBeInTheDocument();
    canvas.getByRole('button', { name: /^2\. Personal/ }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Step 2 of 5: Personal' })).toHaveFocus());
    await expect(canvas.getByRole('button', { name: /^3\. Address/ })).toBeVisible();
  },
};

/** The server is down: the review says so above its fields and nothing typed is lost. */
export const ServerDown: Story = {
  render: () => <VerticalWizard />,
  parameters: { msw: { handlers: { forms: scenarios.serverError(handlers.forms) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const next = () => userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await fillAccount(canvasElement, 'grace_h');
    await next();
    await userEvent.type(await canvas.findByRole('textbox', { name: /First name/ }), 'Grace');
    await userEvent.type(canvas.getByRole('textbox', { name: /Last name/ }), 'Hopper');
    await userEvent.click(canvas.getByRole('combobox', { name: /Country/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'United States' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'English' }));
    await next();
    await userEvent.type(await canvas.findByRole('textbox', { name: /Address/ }), '1 Navy Way');
    await userEvent.type(canvas.getByRole('textbox', { name: /Postcode/ }), '10001');
    await userEvent.type(canvas.getByRole('textbox', { name: /City/ }), 'New York');
    await next();
    await canvas.findByRole('heading', { name: 'Step 4 of 5: Social' });
    await next();
    await userEvent.click(await canvas.findByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Step 5 of 5: Review' })).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'Account' })).getByText('grace_h')).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { FormLayoutPage } from '@/features/forms/form-layout/FormLayoutPage';
import CardForm from '@/features/forms/form-layout/examples/CardForm';
import HorizontalForm from '@/features/forms/form-layout/examples/HorizontalForm';
import IconsForm from '@/features/forms/form-layout/examples/IconsForm';
import ModalForm from '@/features/forms/form-layout/examples/ModalForm';
import MultiColumnForm from '@/features/forms/form-layout/examples/MultiColumnForm';
import VerticalForm from '@/features/forms/form-layout/examples/VerticalForm';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Forms/Form layout',
  component: FormLayoutPage,
  parameters: { session: 'admin', route: '/forms/layout/form-layout', ...pageParameters },
} satisfies Meta<typeof FormLayoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The text box of that name, in the example. */
const box = (canvasElement: HTMLElement, name: string | RegExp) => within(canvasElement).getByRole('textbox', { name });

/** Six forms, all empty, none has sent anything. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Form layout');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Vertical',
      'Horizontal',
      'Multi-column',
      'With icons',
      'In a card',
      'In a modal',
    ]);
    await expect(canvas.getAllByRole('button', { name: 'Reset' })).toHaveLength(5);
    for (const status of canvas.getAllByRole('status')) await expect(status).toBeEmptyDOMElement();
  },
};

/** Keyboard: sending it empty shows every message and focuses the name; filled in, it shows what it sent. */
export const Vertical: Story = {
  render: () => <VerticalForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Submit' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(box(canvasElement, /Full name/)).toHaveFocus());
    await expect(box(canvasElement, /Full name/)).toHaveAccessibleDescription('Enter your name');
    await expect(canvas.getByText('Use at least 8 characters')).toBeVisible();
    await userEvent.keyboard('Ada Lovelace{Tab}ada@example.com{Tab}analytical');
    await userEvent.keyboard('{Enter}');
    const status = canvas.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('nameAda Lovelace'));
    await expect(status).toHaveTextContent('emailada@example.com');
    await expect(status).toHaveTextContent('password••••••');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A wrong email shows its message once the field is left; fixed, the form sends; Reset empties it all. */
export const Horizontal: Story = {
  render: () => <HorizontalForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(box(canvasElement, /Name/), 'Grace Hopper');
    await userEvent.type(box(canvasElement, /Email/), 'grace@');
    await userEvent.tab();
    await expect(box(canvasElement, /Email/)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(box(canvasElement, /Email/), 'example.com');
    await expect(box(canvasElement, /Email/)).not.toHaveAttribute('aria-invalid');
    await userEvent.type(box(canvasElement, /Phone/), '+33 1 23 45 67 89');
    await userEvent.type(box(canvasElement, /Website/), 'ftp://grace.dev');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(box(canvasElement, /Website/)).toHaveFocus());
    await expect(box(canvasElement, /Website/)).toHaveAccessibleDescription('Enter an address starting https://');
    await userEvent.clear(box(canvasElement, /Website/));
    await userEvent.type(box(canvasElement, /Website/), 'https://grace.dev{Enter}');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('websitehttps://grace.dev'));
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(box(canvasElement, /Name/)).toHaveValue('');
  },
};

/** Filled in, with a country picked by keyboard, the form sends every value. */
export const MultiColumn: Story = {
  render: () => <MultiColumnForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(box(canvasElement, /First name/), 'Marie');
    await userEvent.type(box(canvasElement, /Last name/), 'Curie');
    await userEvent.type(box(canvasElement, /Email/), 'marie@example.com');
    await userEvent.type(box(canvasElement, /City/), 'Paris');
    await userEvent.type(box(canvasElement, /Postcode/), '7');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(box(canvasElement, /Postcode/)).toHaveFocus());
    await userEvent.keyboard('5005');
    canvas.getByRole('combobox', { name: 'Country' }).focus();
    await userEvent.keyboard('{Enter}');
    const option = await screen.findByRole('option', { name: 'Portugal' });
    await userEvent.click(option);
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveTextContent('Portugal'));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const status = canvas.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('postcode75005'));
    await expect(status).toHaveTextContent('countryPortugal');
    await expect(status).toHaveTextContent('company—');
  },
};

/** The icon add-ons say nothing to a screen reader: each field is named by its label alone. */
export const WithIcons: Story = {
  render: () => <IconsForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(box(canvasElement, 'Username'), 'a!');
    await userEvent.type(box(canvasElement, 'Email'), 'ada@example.com');
    await userEvent.type(box(canvasElement, 'Phone'), '0123 456 789{Enter}');
    await waitFor(() => expect(box(canvasElement, 'Username')).toHaveFocus());
    await expect(box(canvasElement, 'Username')).toHaveAccessibleDescription(
      'Use 3 to 20 letters, digits, dots, dashes or underscores',
    );
    await userEvent.clear(box(canvasElement, 'Username'));
    await userEvent.type(box(canvasElement, 'Username'), 'ada.l{Enter}');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('usernameada.l'));
  },
};

/** The card's footer holds the actions; a bad VAT number is refused, an empty one is fine. */
export const InACard: Story = {
  render: () => <CardForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Billing details' })).toBeVisible();
    await userEvent.type(box(canvasElement, /Company/), 'Acme');
    await userEvent.type(box(canvasElement, /Billing email/), 'billing@acme.test');
    await userEvent.type(box(canvasElement, /VAT number/), 'fr12');
    await userEvent.click(canvas.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(box(canvasElement, /VAT number/)).toHaveFocus());
    await userEvent.clear(box(canvasElement, /VAT number/));
    await userEvent.click(canvas.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('companyAcme'));
    await expect(canvas.getByRole('status')).toHaveTextContent('vat—');
  },
};

/** Keyboard: the modal opens on its form, refuses an empty email, sends, closes, returns the focus and reports. */
export const InAModal: Story = {
  render: () => <ModalForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Invite a teammate' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite a teammate' }));
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /Email/ })).toHaveFocus());
    await userEvent.click(dialog.getByRole('button', { name: 'Send invite' }));
    await expect(await dialog.findByText('Enter an email address like name@example.com')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /Email/ }), 'lin@example.com{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    // The toast, once it has slid in (mid-slide it reads as hidden).
    const message = await screen.findByText('Invitation sent to lin@example.com as Viewer');
    await waitFor(() => expect(message.closest<HTMLElement>('[role="alert"]')?.getAnimations()).toEqual([]));
    await expect(message).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('emaillin@example.com');
  },
};

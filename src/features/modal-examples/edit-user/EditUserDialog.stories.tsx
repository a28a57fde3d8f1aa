import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { openOverlayA11y } from '@/ui/story/overlayA11y';
import { ModalExamplesPage } from '@/features/modal-examples/pages/ModalExamplesPage';
import { expectClosedOnto, expectFitsScreen, expectToast, openExample } from '@/stories/support/modalExample';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Pages/Modal examples/Edit user',
  component: ModalExamplesPage,
  parameters: { session: 'admin', route: '/pages/modal-examples', ...pageParameters },
} satisfies Meta<typeof ModalExamplesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = (canvasElement: HTMLElement) => openExample(canvasElement, 'Edit user', 'Edit user information');

/** Flow: the form opens filled in; a malformed email is refused when left; changed and saved. */
export const EditUser: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement, step }) => {
    const { opener, dialog } = await open(canvasElement);
    await step('Prefilled, the first name focused', async () => {
      await expect(dialog.getByRole('textbox', { name: 'First name' })).toHaveFocus();
      await expect(dialog.getByRole('textbox', { name: 'First name' })).toHaveValue('Oliver');
      await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue('oliver.queen@example.com');
      await expect(dialog.getByRole('combobox', { name: 'Country' })).toHaveTextContent('United States');
      await expect(dialog.getByRole('switch', { name: 'Use as the billing address' })).toBeChecked();
    });
    await step('A malformed email is refused when left', async () => {
      const email = dialog.getByRole('textbox', { name: 'Email' });
      await userEvent.clear(email);
      await userEvent.type(email, 'oliver@');
      await userEvent.tab();
      await expect(await dialog.findByText('Enter a valid email address.')).toBeVisible();
      await userEvent.type(email, 'queen.example');
      await expect(dialog.queryByText('Enter a valid email address.')).toBeNull();
    });
    await step('Status and country changed, saved', async () => {
      await userEvent.click(dialog.getByRole('combobox', { name: 'Status' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Inactive' }));
      await userEvent.click(dialog.getByRole('combobox', { name: 'Country' }));
      await userEvent.click(await screen.findByRole('option', { name: 'France' }));
      await expect(dialog.getByRole('combobox', { name: 'Country' })).toHaveTextContent('France');
      await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
      await expectToast('Oliver Queen’s details are saved.');
      await expectClosedOnto(opener);
    });
  },
};

/** Flow: emptied required fields are named on submit, the focus goes to the first one. */
export const RequiredRefused: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Last name' }));
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Username' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await expect(await dialog.findAllByText('This field is required.')).toHaveLength(2);
    await expect(dialog.getByRole('textbox', { name: 'Last name' })).toHaveFocus();
  },
  parameters: openOverlayA11y,
};

/** In Portuguese: languages and countries named by Intl in the reader's language. */
export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    const { dialog } = await openExample(
      canvasElement,
      'Editar utilizador',
      'Editar os dados do utilizador',
      'Mostrar',
    );
    await expect(dialog.getByRole('combobox', { name: 'País' })).toHaveTextContent('Estados Unidos');
    await expect(dialog.getByRole('combobox', { name: 'Idioma' })).toHaveTextContent('inglês');
  },
  parameters: openOverlayA11y,
};

/** On a phone the long form scrolls inside the dialog, which fits the screen. */
export const PhoneFitsTheScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { element } = await open(canvasElement);
    await expectFitsScreen(element);
  },
  parameters: openOverlayA11y,
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlers, scenarios } from '@/mocks';
import { AutoCompletePage } from '@/features/components/auto-complete/AutoCompletePage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI elements/Components/Auto complete',
  component: AutoCompletePage,
  parameters: {
    session: 'admin',
    route: '/components/auto-complete',
    endpoints: ['GET /api/autocomplete/data'],
    ...pageParameters,
  },
} satisfies Meta<typeof AutoCompletePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four examples, every list closed; nothing is asked of the server until its list first opens. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Auto complete');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Suggestions from the page',
      'Suggestions from the server',
      'The value picked',
      'Required in a form',
    ]);
    for (const box of canvas.getAllByRole('combobox')) await expect(box).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Keyboard, on the page's list: type, move down, Enter picks; the box holds the city. */
export const PickACityByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'City' });
    box.focus();
    await userEvent.keyboard('ri');
    const list = within(canvas.getByRole('listbox', { name: 'Cities' }));
    await expect(list.getAllByRole('option')).toHaveLength(3);
    for (const city of ['Madrid', 'Paris', 'Riga'])
      await expect(list.getByRole('option', { name: city })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(box).toHaveValue('Riga');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The server's titles: asked for on the first letter, then narrowed as one types, ranks beside them. */
export const ServerTitles: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Film' });
    await userEvent.type(box, 'harbor');
    const list = canvas.getByRole('listbox', { name: 'Films' });
    const first = await within(list).findByRole('option', { name: /^A Harbor in March/ });
    await expect(first).toHaveTextContent('#1');
    await userEvent.click(first);
    await expect(box).toHaveValue('A Harbor in March');
  },
};

/** While the titles load, the open list says so. */
export const ServerLoading: Story = {
  parameters: { msw: { handlers: { autocomplete: scenarios.loading(handlers.autocomplete) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Film' }));
    await expect(await canvas.findByRole('option', { name: 'Loading the titles…' })).toBeVisible();
  },
};

/** The server fails: the open list says why. */
export const ServerFails: Story = {
  parameters: { msw: { handlers: { autocomplete: scenarios.serverError(handlers.autocomplete) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Film' }));
    await expect(await canvas.findByRole('option', { name: /^The titles could not be loaded: / })).toBeVisible();
  },
};

/** The value lives in the page: picked, it shows; Clear empties the box and the value. */
export const PickAndClear: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Owner' });
    await userEvent.type(box, 'grace');
    await userEvent.click(canvas.getByRole('option', { name: /^Grace Hopper/ }));
    await expect(canvas.getByText('Owner: Grace Hopper, Engineer')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(box).toHaveValue('');
    await expect(canvas.getByText('No owner yet.')).toBeVisible();
  },
};

/** Saving without a language picked says so at the field, keeps what was typed; picking one saves. */
export const RequiredLanguage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: /^Language/ });
    await userEvent.type(box, 'Dut');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(box).toHaveAccessibleDescription('“Dut” is not in the list: pick a language from it.');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveValue('Dut');
    await userEvent.clear(box);
    await userEvent.type(box, 'Ger');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByText('Saved: German.')).toBeVisible());
    await expect(box).not.toHaveAttribute('aria-invalid');
  },
};

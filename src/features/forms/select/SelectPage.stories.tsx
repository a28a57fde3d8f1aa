import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlers, scenarios } from '@/mocks';
import AsyncSelect from '@/features/forms/select/examples/AsyncSelect';
import CreatableSelect from '@/features/forms/select/examples/CreatableSelect';
import GroupedSelect from '@/features/forms/select/examples/GroupedSelect';
import MultipleChips from '@/features/forms/select/examples/MultipleChips';
import SearchableSelect from '@/features/forms/select/examples/SearchableSelect';
import SingleSelect from '@/features/forms/select/examples/SingleSelect';
import { SelectPage } from '@/features/forms/select/SelectPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'Forms/Form elements/Select',
  component: SelectPage,
  parameters: {
    session: 'admin',
    route: '/forms/elements/select',
    endpoints: ['GET /api/autocomplete/data'],
    ...pageParameters,
  },
} satisfies Meta<typeof SelectPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six examples, every list closed; two chips chosen already. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Select');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Single',
      'Multiple with chips',
      'Grouped',
      'Searchable',
      'Async',
      'Creatable',
    ]);
    for (const box of canvas.getAllByRole('combobox')) await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: 'Remove English' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Plan: Team');
  },
};

/** Keyboard: ArrowDown opens the list, the arrows move, Enter picks; the choice is said under the field. */
export const Single: Story = {
  render: () => <SingleSelect />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Plan' });
    box.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('option', { name: 'Team' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(box).toHaveValue('Business');
    await expect(canvas.getByRole('status')).toHaveTextContent('Plan: Business');
  },
};

/** Keyboard: add a chip with Enter, remove the last with Backspace, and one by its ✕ button. */
export const MultipleWithChips: Story = {
  render: () => <MultipleChips />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Languages spoken' });
    box.focus();
    await userEvent.keyboard('ge{ArrowDown}{Enter}');
    await expect(canvas.getByRole('button', { name: 'Remove German' })).toBeVisible();
    await expect(box).toHaveAccessibleDescription('3 chosen. Backspace removes the last.');
    await userEvent.keyboard('{Escape}{Backspace}');
    await expect(canvas.queryByRole('button', { name: 'Remove German' })).not.toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    const french = canvas.getByRole('button', { name: 'Remove French' });
    await expect(french).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(french).not.toBeInTheDocument();
    await expect(box).toHaveFocus();
    await expect(box).toHaveAccessibleDescription('1 chosen. Backspace removes the last.');
  },
};

/** The open list shows the regions as named groups; picking a city says its zone. */
export const Grouped: Story = {
  render: () => <GroupedSelect />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Time zone' });
    box.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getAllByRole('group')).toHaveLength(4);
    await expect(within(canvas.getByRole('group', { name: 'Europe' })).getAllByRole('option')).toHaveLength(2);
    await userEvent.keyboard('{Control>}a{/Control}lis{ArrowDown}{Enter}');
    await expect(box).toHaveValue('Lisbon');
    await expect(box).toHaveAccessibleDescription('Saved as Europe/Lisbon');
  },
};

/** Typing narrows the list and marks the match; nothing found is said in the list. */
export const Searchable: Story = {
  render: () => <SearchableSelect />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Currency' });
    await userEvent.type(box, 'dollar');
    const options = canvas.getAllByRole('option');
    await expect(options).toHaveLength(3);
    await expect(options[0]).toHaveAccessibleName('AUD · Australian dollar');
    await expect(canvas.getAllByText('dollar', { selector: '[data-match]' })).toHaveLength(3);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(box).toHaveValue('CAD · Canadian dollar');
    await userEvent.clear(box);
    await userEvent.type(box, 'zzz');
    await expect(canvas.getByRole('option', { name: 'No currency matches “zzz”.' })).toBeVisible();
  },
};

/** The films load when the list opens; a title picked becomes a chip. */
export const Async: Story = {
  render: () => <AsyncSelect />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Favourite films' });
    await userEvent.type(box, 'harbor');
    const first = await canvas.findByRole('option', { name: 'A Harbor in March' });
    await userEvent.click(first);
    await expect(canvas.getByRole('button', { name: 'Remove A Harbor in March' })).toBeVisible();
  },
};

/** While the films load, the list says so and the live region says it aloud. */
export const AsyncLoading: Story = {
  render: () => <AsyncSelect />,
  parameters: { msw: { handlers: { autocomplete: scenarios.loading(handlers.autocomplete) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('combobox', { name: 'Favourite films' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(await canvas.findByRole('option', { name: 'Loading films…' })).toBeVisible();
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent('Loading films…');
  },
};

/** The server fails: the list says why. */
export const AsyncFails: Story = {
  render: () => <AsyncSelect />,
  parameters: { msw: { handlers: { autocomplete: scenarios.serverError(handlers.autocomplete) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('combobox', { name: 'Favourite films' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(await canvas.findByRole('option', { name: /^Could not load the films: / })).toBeVisible();
  },
};

/** Keyboard: a new word is offered as “Create …”; Enter adds it as a chip and lists it as created. */
export const Creatable: Story = {
  render: () => <CreatableSelect />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('combobox', { name: 'Tags' }).focus();
    await userEvent.keyboard('Billing');
    await expect(canvas.getByRole('option', { name: 'Create “billing”' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}{Escape}');
    await expect(canvas.getByRole('button', { name: 'Remove billing' })).toBeVisible();
    await waitFor(() => expect(canvas.getByText('Created: billing')).toBeVisible());
  },
};

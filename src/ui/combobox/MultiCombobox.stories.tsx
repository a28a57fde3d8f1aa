import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { allSkins, Field, Highlight, MultiCombobox } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

type Topping = { name: string; kind: 'Cheese' | 'Vegetable' | 'Meat' };

const toppings: Topping[] = [
  { name: 'Mozzarella', kind: 'Cheese' },
  { name: 'Parmesan', kind: 'Cheese' },
  { name: 'Gorgonzola', kind: 'Cheese' },
  { name: 'Mushrooms', kind: 'Vegetable' },
  { name: 'Olives', kind: 'Vegetable' },
  { name: 'Peppers', kind: 'Vegetable' },
  { name: 'Ham', kind: 'Meat' },
  { name: 'Pepperoni', kind: 'Meat' },
];

type ToppingsProps = {
  onChange?: (names: string[]) => void;
  initial?: string[];
  grouped?: boolean;
  creatable?: boolean;
};

/** Toppings as chips, filtered by what is typed. */
function Toppings({ onChange, initial = [], grouped, creatable }: ToppingsProps) {
  const [query, setQuery] = useState('');
  const [value, setValue] = useState(toppings.filter((t) => initial.includes(t.name)));
  const words = query.trim().toLowerCase();
  const found = toppings.filter((t) => t.name.toLowerCase().includes(words));
  return (
    <Field label="Toppings" hint="Arrows and Enter add; Backspace removes the last.">
      <MultiCombobox
        items={found}
        itemToString={(t) => t?.name ?? ''}
        itemKey={(t) => t.name}
        renderItem={(t, typed) => <Highlight text={t.name} query={typed} />}
        listLabel="Toppings"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next.map((t) => t.name));
        }}
        inputValue={query}
        onInputValueChange={setQuery}
        groupOf={grouped ? (t) => t.kind : undefined}
        createItem={creatable ? (name): Topping => ({ name, kind: 'Vegetable' }) : undefined}
        status={found.length === 0 ? `No topping matches “${query}”.` : undefined}
        placeholder="Add a topping"
      />
    </Field>
  );
}

const meta = {
  title: 'UI/Multi combobox',
  component: Toppings,
  args: { onChange: fn(), initial: ['Mozzarella'] },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 360, minBlockSize: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Toppings>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox', { name: 'Toppings' });

/** Type, move down, Enter: a chip is added, the box empties and the list stays open for the next one. */
export const Playground: Story = {
  parameters: componentLooks,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    box(canvasElement).focus();
    await userEvent.keyboard('pep');
    const list = canvas.getByRole('listbox', { name: 'Toppings' });
    const options = within(list).getAllByRole('option');
    await expect(options).toHaveLength(2);
    await expect(options[0]).toHaveAccessibleName('Peppers');
    await expect(options[1]).toHaveAccessibleName('Pepperoni');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(['Mozzarella', 'Pepperoni']);
    await expect(box(canvasElement)).toHaveValue('');
    await expect(box(canvasElement)).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Remove Pepperoni' })).toBeVisible();
    // A chosen option is no longer offered.
    await expect(within(list).queryByRole('option', { name: 'Mozzarella' })).not.toBeInTheDocument();
  },
};

/** Keyboard removal: Backspace in the empty box, then ArrowLeft to a chip and Delete. */
export const RemoveByKeyboard: Story = {
  args: { initial: ['Mozzarella', 'Olives', 'Ham'] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    box(canvasElement).focus();
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['Mozzarella', 'Olives']);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('button', { name: 'Remove Olives' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('button', { name: 'Remove Mozzarella' })).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['Olives']);
  },
};

/** A chip's ✕ removes it, and the focus goes back to the box. */
export const RemoveButton: Story = {
  args: { initial: ['Mozzarella', 'Olives'] },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove Mozzarella' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['Olives']);
    await expect(box(canvasElement)).toHaveFocus();
  },
};

/** Options under their group's name (WAI-ARIA groups in the listbox). */
export const Grouped: Story = {
  args: { grouped: true, initial: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(box(canvasElement));
    await userEvent.keyboard('{ArrowDown}');
    const meat = canvas.getByRole('group', { name: 'Meat' });
    await expect(within(meat).getAllByRole('option')).toHaveLength(2);
    await expect(canvas.getAllByRole('group')).toHaveLength(3);
  },
};

/** Creatable: what no option has becomes “Create …”, and Enter adds it. */
export const Creatable: Story = {
  args: { creatable: true, initial: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    box(canvasElement).focus();
    await userEvent.keyboard('Basil');
    await expect(canvas.getByRole('option', { name: 'Create “Basil”' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['Basil']);
    await expect(canvas.getByRole('button', { name: 'Remove Basil' })).toBeVisible();
  },
};

/** Nothing matches: the list says so, and a live region says it aloud. */
export const NothingFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(box(canvasElement), 'kiwi');
    await expect(canvas.getByRole('option', { name: 'No topping matches “kiwi”.' })).toBeVisible();
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent('No topping matches “kiwi”.');
  },
};

const openAll = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  for (const each of within(canvasElement).getAllByRole('combobox', { name: 'Toppings' })) {
    await userEvent.type(each, 'o');
  }
};

/** Chips and the open list, in the four skins. */
export const AllSkins: Story = { args: { initial: ['Mozzarella', 'Ham'] }, parameters: allSkins, play: openAll };

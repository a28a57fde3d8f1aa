import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { allSkins, Combobox, Field, Highlight } from '@/ui';
import { componentLooks } from '@/ui/story/chromatic';

const fruits = [
  'Apple',
  'Apricot',
  'Banana',
  'Blackberry',
  'Blueberry',
  'Cherry',
  'Grape',
  'Lemon',
  'Mango',
  'Pineapple',
];
const matching = (query: string) => fruits.filter((fruit) => fruit.toLowerCase().includes(query.trim().toLowerCase()));

/** A fruit box: the options follow what is typed, the matches highlighted. */
function Fruits({ onChange, status }: { onChange?: (fruit: string | null) => void; status?: string }) {
  const [query, setQuery] = useState('');
  return (
    <Field label="Fruit" hint="Type to filter; arrows and Enter to pick.">
      <Combobox
        items={matching(query)}
        itemToString={(fruit) => fruit ?? ''}
        itemKey={(fruit) => fruit}
        renderItem={(fruit, typed) => <Highlight text={fruit} query={typed} />}
        listLabel="Fruits"
        inputValue={query}
        onInputValueChange={setQuery}
        onChange={onChange}
        status={status ?? (matching(query).length === 0 ? `No fruit matches “${query}”.` : undefined)}
        placeholder="Apple, mango…"
      />
    </Field>
  );
}

/** Options fetched as you type (here a timer stands in for the server), with a loading status meanwhile. */
function AsyncFruits() {
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<{ query: string; items: string[] }>();
  useEffect(() => {
    const timer = setTimeout(() => setFound({ query, items: matching(query) }), 300);
    return () => clearTimeout(timer);
  }, [query]);
  const items = found?.query === query ? found.items : [];
  let status: string | undefined;
  if (found?.query !== query) status = 'Searching…';
  else if (items.length === 0) status = 'Nothing found.';
  return (
    <Field label="Fruit (from the server)">
      <Combobox
        items={items}
        itemToString={(fruit) => fruit ?? ''}
        itemKey={(fruit) => fruit}
        listLabel="Fruits"
        inputValue={query}
        onInputValueChange={setQuery}
        status={status}
      />
    </Field>
  );
}

const meta = {
  title: 'UI/Combobox',
  component: Fruits,
  args: { onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 320, minBlockSize: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Fruits>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type, then pick with a click: the box shows the option and `onChange` is told. */
export const Playground: Story = {
  parameters: componentLooks,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Fruit' });
    await userEvent.type(box, 'berr');
    const list = canvas.getByRole('listbox', { name: 'Fruits' });
    const options = within(list).getAllByRole('option');
    await expect(options).toHaveLength(2);
    await expect(options[0]).toHaveAccessibleName('Blackberry');
    await expect(options[1]).toHaveAccessibleName('Blueberry');
    await expect(within(list).getAllByText('berr', { selector: '[data-match]' })).toHaveLength(2);
    await userEvent.click(within(list).getByRole('option', { name: 'Blueberry' }));
    await expect(args.onChange).toHaveBeenCalledWith('Blueberry');
    await expect(box).toHaveValue('Blueberry');
    await expect(box).toHaveAccessibleDescription('Type to filter; arrows and Enter to pick.');
  },
};

/** Keyboard: ArrowDown opens and moves, Enter picks, Escape closes the list. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Fruit' });
    box.focus();
    await userEvent.keyboard('ap');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const highlighted = canvas.getByRole('option', { name: 'Apricot' });
    await expect(highlighted).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', highlighted.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('Apricot');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Nothing matches: the open list says so, as a disabled option. */
export const NothingFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Fruit' }), 'kiwi');
    const status = canvas.getByRole('option', { name: 'No fruit matches “kiwi”.' });
    await expect(status).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Fetched options: "Searching…" until they arrive. */
export const Async: Story = {
  render: () => <AsyncFruits />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Fruit (from the server)' }), 'man');
    await expect(canvas.getByRole('option', { name: 'Searching…' })).toBeVisible();
    await expect(await canvas.findByRole('option', { name: 'Mango' })).toBeVisible();
  },
};

const produce = [
  { name: 'Apple', kind: 'Fruit' },
  { name: 'Cherry', kind: 'Fruit' },
  { name: 'Carrot', kind: 'Vegetable' },
  { name: 'Leek', kind: 'Vegetable' },
];

/** Options under their group's name: each group is a WAI-ARIA group named by its heading. */
export const Grouped: Story = {
  render: () => (
    <Field label="Produce">
      <Combobox
        items={produce}
        itemToString={(item) => item?.name ?? ''}
        itemKey={(item) => item.name}
        groupOf={(item) => item.kind}
        listLabel="Produce"
      />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('combobox', { name: 'Produce' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const vegetables = canvas.getByRole('group', { name: 'Vegetable' });
    await expect(
      within(vegetables)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Carrot', 'Leek']);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(canvas.getByRole('combobox', { name: 'Produce' })).toHaveValue('Carrot');
  },
};

const openWith =
  (typed: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const boxes = within(canvasElement).getAllByRole('combobox', { name: 'Fruit' });
    for (const box of boxes) await userEvent.type(box, typed);
  };

/** The open list with a highlighted match, in the four skins. */
export const AllSkins: Story = { parameters: allSkins, play: openWith('an') };

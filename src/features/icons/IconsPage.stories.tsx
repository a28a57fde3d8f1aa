import type { Meta, StoryObj } from '@storybook/react-vite';
import iconsUrl from '@/features/icons/lucideIcons.json?url';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectCopied, spyOnClipboard } from '@/stories/support/clipboard';
import { IconsPage } from '@/features/icons/IconsPage';
import { noVisual, pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI elements/Icons',
  component: IconsPage,
  parameters: { session: 'admin', route: '/icons', endpoints: [], ...pageParameters },
} satisfies Meta<typeof IconsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('grid', undefined, { timeout: 5000 });

/** Every lucide icon, drawn only as far as the box shows: a few rows, not two thousand buttons. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Icons');
    const icons = await grid(canvasElement);
    const total = Number(icons.getAttribute('aria-label')!.replace(/\D/g, ''));
    await expect(total).toBeGreaterThan(1500);
    await expect(within(icons).getAllByRole('button').length).toBeLessThan(200);
    await expect(canvas.getByText('No icon chosen yet: press one to copy its import line.')).toBeVisible();
  },
};

/** A search of two words finds the icons whose names hold both, and the grid starts over at its top. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await grid(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search icons' }), 'chevron down');
    await waitFor(() => expect(canvas.getByRole('grid')).toHaveAccessibleName(/^\d+ icons$/));
    const names = within(canvas.getByRole('grid'))
      .getAllByRole('button')
      .map((button) => button.textContent);
    await expect(names).toContain('chevron-down');
    await expect(names.every((name) => name!.includes('chevron') && name!.includes('down'))).toBe(true);
  },
};

/** Only the icons the app's own code imports. */
export const UsedByTheApp: Story = {
  // Not pictured: the app's icons change with any screen that starts drawing a new one.
  ...noVisual,
  parameters: { ...noVisual.parameters, route: '/icons?set=app' },
  play: async ({ canvasElement }) => {
    const icons = await grid(canvasElement);
    const used = Number(icons.getAttribute('aria-label')!.replace(/\D/g, ''));
    await expect(used).toBeGreaterThan(50);
    await expect(used).toBeLessThan(400);
    await expect(within(canvasElement).getByRole('combobox', { name: 'Show' })).toHaveValue('app');
  },
};

/**
 * Keyboard: one tab stop; the arrows move (down by a row), Enter copies the icon's import line and
 * shows how to use it with the stroke chosen.
 */
export const CopyByKeyboard: Story = {
  parameters: { route: '/icons?q=arrow' },
  beforeEach: spyOnClipboard,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const icons = await grid(canvasElement);
    const buttons = within(icons).getAllByRole('button');
    await expect(buttons.filter((button) => button.tabIndex === 0)).toHaveLength(1);
    buttons[0]!.focus();
    const columns = Number(icons.getAttribute('aria-colcount'));
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    const focused = document.activeElement as HTMLButtonElement;
    await expect(focused.dataset.index).toBe(String(columns + 1));
    await userEvent.keyboard('{Enter}');
    const name = focused.title;
    await expect(await canvas.findByText(`Copied the import line of ${name}.`)).toBeVisible();
    await expectCopied(`import { ${name} } from 'lucide-react';`);
    await expect(canvas.getByText(`<${name} />`)).toBeVisible();
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await waitFor(() =>
      expect((document.activeElement as HTMLElement).dataset.index).toBe(
        String(Number(icons.getAttribute('aria-label')!.replace(/\D/g, '')) - 1),
      ),
    );
  },
};

/** A search that finds nothing says so and offers to show every icon again. */
export const NothingFound: Story = {
  parameters: { route: '/icons?q=zzzz' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No icon matches “zzzz”' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show all icons' }));
    await grid(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Search icons' })).toHaveValue('');
  },
};

/**
 * The icons' file is a file, which the demo server lets through to the network: a story stands in
 * for the network with its own `fetch` for that one file.
 */
const answerIconsWith = (answer: () => Promise<Response>) => () => {
  const fetch = window.fetch;
  window.fetch = (input, init) => (String(input).includes(iconsUrl) ? answer() : fetch(input, init));
  return () => {
    window.fetch = fetch;
  };
};

/** While the icons' file loads: a status in the grid's place, at the grid's height. */
export const Loading: Story = {
  beforeEach: answerIconsWith(() => new Promise<Response>(() => {})),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading the icons…')).toBeInTheDocument();
  },
};

/** The icons' file cannot be had: the reason, and a retry. */
export const LoadFailed: Story = {
  beforeEach: answerIconsWith(async () => new Response(null, { status: 503 })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The icons could not be loaded (HTTP 503).')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

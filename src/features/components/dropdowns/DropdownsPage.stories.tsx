import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { openOverlayA11y } from '@/ui/story/overlayA11y';
import { DropdownsPage } from '@/features/components/dropdowns/DropdownsPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI elements/Components/Dropdowns',
  component: DropdownsPage,
  parameters: { session: 'admin', route: '/components/dropdowns', ...pageParameters },
} satisfies Meta<typeof DropdownsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The status line of the example whose heading is `title`. */
const statusOf = (canvasElement: HTMLElement, title: string) =>
  within(within(canvasElement).getByRole('heading', { level: 2, name: title }).closest('section')!).getByRole('status');

/** Opens the menu of `trigger` from the keyboard (focus, then Enter) and returns it. */
async function openByKeyboard(trigger: HTMLElement) {
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  return screen.findByRole('menu');
}

/** Closes with Escape and checks the focus went back to the trigger. */
async function closeWithEscape(trigger: HTMLElement) {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  await expect(trigger).toHaveFocus();
}

/** Seven examples; every menu is closed and nothing is chosen yet. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Dropdowns');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Basic menu',
      'Icons and a separator',
      'Disabled item',
      'Checkbox and radio items',
      'Split button',
      'Aligned to an edge',
      'Keyboard',
    ]);
    const triggers = canvas.getAllByRole('button').filter((button) => button.getAttribute('aria-haspopup') === 'menu');
    await expect(triggers).toHaveLength(8);
    for (const trigger of triggers) await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(statusOf(canvasElement, 'Basic menu')).toHaveTextContent('Nothing chosen yet.');
    await expect(statusOf(canvasElement, 'Checkbox and radio items')).toHaveTextContent(
      'Columns: Email, Role. Density: comfortable.',
    );
    await expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  },
};

/** Keyboard: Enter opens on the first item, ↓ moves, Enter chooses; the menu closes, the focus returns. */
export const ChooseAnAction: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Actions' });
    const menu = await openByKeyboard(trigger);
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(statusOf(canvasElement, 'Basic menu')).toHaveTextContent('Chosen: Duplicate');
  },
};

/** Keyboard: End goes to the last item, the destructive one past the separator. */
export const ChooseDelete: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Invoice #4987 options' });
    const menu = await openByKeyboard(trigger);
    await expect(within(menu).getByRole('separator')).toBeInTheDocument();
    await userEvent.keyboard('{End}');
    await expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(statusOf(canvasElement, 'Icons and a separator')).toHaveTextContent('Deleted invoice #4987.');
  },
};

/** Keyboard: the arrows skip the disabled PDF item, which cannot be chosen. */
export const SkipTheDisabledItem: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Export' });
    const menu = await openByKeyboard(trigger);
    await expect(within(menu).getByRole('menuitem', { name: 'PDF (Pro plan)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Excel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(statusOf(canvasElement, 'Disabled item')).toHaveTextContent('Exported as Excel.');
  },
};

/** Keyboard: Space ticks a column and the menu stays open; choosing a density closes it. */
export const TickAndChoose: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'View' });
    const menu = await openByKeyboard(trigger);
    const plan = within(menu).getByRole('menuitemcheckbox', { name: 'Plan' });
    await expect(plan).toHaveAttribute('aria-checked', 'false');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(plan).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(plan).toHaveAttribute('aria-checked', 'true');
    await expect(menu).toBeVisible();
    await userEvent.keyboard('{End}');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Compact' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(statusOf(canvasElement, 'Checkbox and radio items')).toHaveTextContent(
      'Columns: Email, Role, Plan. Density: compact.',
    );
  },
};

/** Keyboard: the split button's two parts are two tab stops; the arrow part opens the other ways to save. */
export const SaveAsDraft: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = within(canvas.getByRole('group', { name: 'Save' }));
    group.getByRole('button', { name: 'Save' }).focus();
    await userEvent.tab();
    const more = group.getByRole('button', { name: 'More save options' });
    await expect(more).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(more).toHaveFocus());
    await expect(statusOf(canvasElement, 'Split button')).toHaveTextContent('Saved as a draft.');
  },
};

/** The end-aligned menu's end edge lines up with its trigger's; Escape closes it and the focus returns. */
export const AlignedToTheEnd: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Sort' });
    const menu = await openByKeyboard(trigger);
    await waitFor(() =>
      expect(Math.abs(menu.getBoundingClientRect().right - trigger.getBoundingClientRect().right)).toBeLessThan(2),
    );
    await closeWithEscape(trigger);
  },
};

/** Keyboard: typing a letter jumps to the folder that starts with it; Escape closes without moving. */
export const Typeahead: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Move to folder' });
    let menu = await openByKeyboard(trigger);
    await userEvent.keyboard('t');
    await expect(within(menu).getByRole('menuitem', { name: 'Travel' })).toHaveFocus();
    await closeWithEscape(trigger);
    await expect(statusOf(canvasElement, 'Keyboard')).toHaveTextContent('The email is in Inbox.');
    menu = await openByKeyboard(trigger);
    await userEvent.keyboard('m');
    await expect(within(menu).getByRole('menuitem', { name: 'Marketing' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(statusOf(canvasElement, 'Keyboard')).toHaveTextContent('Moved to Marketing.');
  },
};

/** The checkbox and radio menu left open: ticks, labels and the separator as a person sees them. */
export const OpenMenu: Story = {
  parameters: openOverlayA11y,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'View' }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Comfortable' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

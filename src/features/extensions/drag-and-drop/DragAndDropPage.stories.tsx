import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { DragAndDropPage } from '@/features/extensions/drag-and-drop/DragAndDropPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const meta = {
  title: 'UI elements/Extensions/Drag and drop',
  component: DragAndDropPage,
  parameters: { session: 'admin', route: '/extensions/drag-and-drop', ...pageParameters },
} satisfies Meta<typeof DragAndDropPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** Four examples, each in its first order; every draggable item says how to move it by keyboard. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Drag and drop');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Sortable list',
      'Sortable grid',
      'Between two lists',
      'Drag handles',
    ]);
    await expect(texts(canvas.getByRole('list', { name: 'Tasks' }))).toEqual([
      'Write the brief',
      'Review the designs',
      'Ship the release',
      'Plan the sprint',
    ]);
    await expect(canvas.getByRole('button', { name: 'Write the brief' })).toHaveAccessibleDescription(
      'Press Space to pick the task up, the arrow keys to move it, Space to drop it, Escape to cancel.',
    );
    await expect(texts(canvas.getByRole('region', { name: 'This sprint' }))).toEqual(['Login page']);
  },
};

/** Keyboard: Space picks the first task up, ArrowDown moves it, Space drops it; each step is announced. */
export const ReorderByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Tasks' });
    const live = () => within(list.parentElement!).getByRole('status');
    canvas.getByRole('button', { name: 'Write the brief' }).focus();
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(live()).toHaveTextContent('Picked up Write the brief, at position 1 of 4.'));
    await userEvent.keyboard('[ArrowDown]');
    await waitFor(() => expect(live()).toHaveTextContent('Write the brief moved to position 2 of 4.'));
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(texts(list).slice(0, 2)).toEqual(['Review the designs', 'Write the brief']));
    await expect(live()).toHaveTextContent('Write the brief dropped at position 2 of 4.');
    await expect(canvas.getByRole('button', { name: 'Write the brief' })).toHaveFocus();
  },
};

/** Keyboard: Escape while dragging puts the task back where it was, and says so. */
export const CancelWithEscape: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Tasks' });
    const live = () => within(list.parentElement!).getByRole('status');
    canvas.getByRole('button', { name: 'Review the designs' }).focus();
    await userEvent.keyboard('[Space]');
    await userEvent.keyboard('[ArrowDown]');
    await waitFor(() => expect(live()).toHaveTextContent('Review the designs moved to position 3 of 4.'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(live()).toHaveTextContent('Moving Review the designs was cancelled; it is back at position 2 of 4.'),
    );
    await expect(texts(list)[1]).toBe('Review the designs');
  },
};

/** Keyboard: a card crosses from the backlog into this sprint with ArrowRight. */
export const MoveBetweenLists: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Invoices' }).focus();
    await userEvent.keyboard('[Space]');
    await userEvent.keyboard('[ArrowRight]');
    // Dropped once it is over the other list, as the screen reader says.
    await screen.findByText(/^Invoices is in This sprint/);
    await userEvent.keyboard('[Space]');
    const sprint = canvas.getByRole('region', { name: 'This sprint' });
    await waitFor(() => expect(within(sprint).getAllByRole('listitem')).toHaveLength(2));
    await expect(within(sprint).getByRole('button', { name: 'Invoices' })).toBeVisible();
  },
};

/** Keyboard on a handle: Space, ArrowUp, Space moves the second step first; the checkbox still toggles. */
export const MoveByHandle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Setup steps' });
    canvas.getByRole('button', { name: 'Move Invite the team' }).focus();
    await userEvent.keyboard('[Space]');
    await userEvent.keyboard('[ArrowUp]');
    // Dropped once it is over the first place, as the screen reader says.
    await screen.findByText('Invite the team is now step 1 of 4.');
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(texts(list)[0]).toBe('Invite the team'));
    await expect(canvas.getByRole('button', { name: 'Move Invite the team' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Invite the team' }));
    await expect(canvas.getByRole('checkbox', { name: 'Invite the team' })).toBeChecked();
  },
};

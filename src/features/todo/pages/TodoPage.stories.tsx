import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Task } from '@/lib/api/schemas/todo';
import { handlers, scenarios } from '@/mocks';
import seed from '@/mocks/data/seed/tasks.json';
import { appears } from '@/stories/support/appears';
import { fixClock } from '@/stories/support/clock';
import { TodoPage } from '@/features/todo/pages/TodoPage';
import { pageParameters, screenLooks } from '@/ui/story/chromatic';

const tasks = seed as Task[];
/** The default view as the server lists it: not deleted, newest first. */
const listed = tasks.filter((task) => !task.isDeleted).sort((a, b) => b.id - a.id);

const meta = {
  title: 'Apps & pages/Todo/Page',
  component: TodoPage,
  parameters: {
    session: 'admin',
    route: '/apps/todo',
    endpoints: [
      'GET /apps/todo/tasks',
      'POST /apps/todo/add-tasks',
      'POST /apps/todo/update-task',
      'DELETE /apps/todo/delete-task',
      'POST /apps/todo/reorder-task',
      'GET /apps/todo/assignees',
    ],
    ...pageParameters,
  },
  // Due dates are said relative to today: today is fixed, so the pictures never change.
  beforeEach: fixClock,
} satisfies Meta<typeof TodoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement, name = 'All tasks') => within(canvasElement).findByRole('list', { name });
const titles = async (canvasElement: HTMLElement, name?: string) =>
  within(await list(canvasElement, name))
    .getAllByRole('listitem')
    .map((row) => within(row).getAllByRole('button')[row.querySelector('[aria-roledescription]') ? 1 : 0]!.textContent);
const go = (canvasElement: HTMLElement, name: string) =>
  userEvent.click(
    within(within(canvasElement).getByRole('navigation', { name: 'Task lists' })).getByRole('link', { name }),
  );

/** Every task not deleted, newest first, with its tags, due date and assignee. */
export const Default: Story = {
  parameters: screenLooks,
  play: async ({ canvasElement }) => {
    await expect(await titles(canvasElement)).toEqual(listed.map((task) => task.title));
    const first = within(await list(canvasElement)).getAllByRole('listitem')[0]!;
    await expect(first).toHaveTextContent(listed[0]!.title);
    await expect(within(first).getByRole('checkbox', { name: `Completed: ${listed[0]!.title}` })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { todo: scenarios.loading(handlers.todo) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…')).toBeInTheDocument();
  },
};

/** A view with nothing in it. */
export const Empty: Story = {
  parameters: {
    route: '/apps/todo/important',
    msw: { handlers: { todo: [http.get('*/apps/todo/tasks', () => HttpResponse.json([])), ...handlers.todo] } },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nothing in Important')).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { todo: scenarios.serverError(handlers.todo) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The tasks could not be loaded.')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** An address naming no view or tag: said so, with the way back. */
export const UnknownList: Story = {
  parameters: { route: '/apps/todo/archived' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('There is no such list')).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: 'Go to all tasks' })).toHaveAttribute(
      'href',
      '/apps/todo',
    );
  },
};

/** Flow: the views one after the other, each with its own tasks; the address follows. */
export const SwitchViews: Story = {
  play: async ({ canvasElement, step }) => {
    await list(canvasElement);
    for (const [name, test] of [
      ['Important', (t: Task) => t.isImportant && !t.isDeleted],
      ['Completed', (t: Task) => t.isCompleted && !t.isDeleted],
      ['Deleted', (t: Task) => t.isDeleted],
    ] as const) {
      await step(name, async () => {
        await go(canvasElement, name);
        await waitFor(async () =>
          expect((await titles(canvasElement, name)).toSorted()).toEqual(
            tasks
              .filter(test)
              .map((t) => t.title)
              .toSorted(),
          ),
        );
      });
    }
  },
};

/** Flow: the High tag, sorted by due date: the soonest first. */
export const TagAndDueDate: Story = {
  play: async ({ canvasElement, step }) => {
    await list(canvasElement);
    await step('Filter by the High tag', async () => {
      await go(canvasElement, 'High');
      await list(canvasElement, 'High');
    });
    await step('Sort by due date', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sort: Latest first' }));
      await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Due date' }));
      const high = tasks.filter((t) => t.tags.includes('high') && !t.isDeleted);
      const byDue = high.toSorted((a, b) => a.dueDate.localeCompare(b.dueDate) || a.id - b.id).map((t) => t.title);
      await waitFor(async () => expect(await titles(canvasElement, 'High')).toEqual(byDue));
    });
  },
};

/** Flow: a search narrows the list once typing pauses; a search with no match says so. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await list(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search tasks' }), 'certificates');
    await waitFor(async () => expect(await titles(canvasElement)).toEqual(['Renew the SSL certificates']));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search tasks' }), ' nowhere');
    await expect(await canvas.findByText('No task matches “certificates nowhere”')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear the search' }));
    await waitFor(async () => expect(await titles(canvasElement)).toHaveLength(listed.length));
  },
};

/** Flow: add a task in the panel; it tops the list, and a search finds it. */
export const AddAndFind: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await list(canvasElement);
    await step('Add a task due tomorrow, tagged High, marked important', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Add task' }));
      const panel = await screen.findByRole('dialog', { name: 'Add a task' });
      await userEvent.type(await within(panel).findByRole('textbox', { name: 'Title' }), 'Book the venue');
      const due = within(panel).getByRole('textbox', { name: /Due date/ });
      await expect(due).toHaveValue('2026-01-15');
      await userEvent.clear(due);
      await userEvent.type(due, '2026-01-16');
      await userEvent.click(within(panel).getByRole('checkbox', { name: 'High' }));
      await userEvent.click(within(panel).getByRole('switch', { name: 'Important' }));
      await userEvent.click(within(panel).getByRole('button', { name: 'Add' }));
      await appears(screen.findByText('Task added.'));
    });
    await step('It is first under Latest, due tomorrow', async () => {
      await waitFor(async () => expect((await titles(canvasElement))[0]).toBe('Book the venue'));
      const row = within(await list(canvasElement)).getAllByRole('listitem')[0]!;
      await expect(row).toHaveTextContent('tomorrow');
      await expect(within(row).getByRole('button', { name: 'Important: Book the venue' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });
    await step('The search finds it', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search tasks' }), 'venue');
      await waitFor(async () => expect(await titles(canvasElement)).toEqual(['Book the venue']));
    });
  },
};

/** Flow: complete a task (it shows under Completed), then restore a deleted one (it is back in All). */
export const CompleteAndRestore: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const open = listed.find((t) => !t.isCompleted)!;
    const gone = tasks.find((t) => t.isDeleted)!;
    await list(canvasElement);
    await step(`Complete “${open.title}”`, async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: `Completed: ${open.title}` }));
      await go(canvasElement, 'Completed');
      await waitFor(async () => expect(await titles(canvasElement, 'Completed')).toContain(open.title));
    });
    await step(`Restore “${gone.title}” from Deleted`, async () => {
      await go(canvasElement, 'Deleted');
      await userEvent.click(await canvas.findByRole('button', { name: `Restore ${gone.title}` }));
      await waitFor(async () => expect(await titles(canvasElement, 'Deleted')).not.toContain(gone.title));
      await go(canvasElement, 'All tasks');
      await waitFor(async () => expect(await titles(canvasElement)).toContain(gone.title));
    });
  },
};

/** Flow: in My order, a task moves down one place by keyboard; the server keeps the order. */
export const ReorderByKeyboard: Story = {
  parameters: { route: '/apps/todo?sortBy=manual' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const [first, second] = listed;
    await step(`Pick up “${first!.title}”, move it down, drop it`, async () => {
      const handle = await canvas.findByRole('button', { name: `Move ${first!.title}` });
      handle.focus();
      await userEvent.keyboard('[Space]');
      await userEvent.keyboard('[ArrowDown]');
      // Dropped once it is over the next place, as the screen reader says (the list may scroll first).
      await screen.findByText(`${first!.title} is now at position 2 of ${listed.length}.`);
      await userEvent.keyboard('[Space]');
      await waitFor(async () =>
        expect((await titles(canvasElement)).slice(0, 2)).toEqual([second!.title, first!.title]),
      );
    });
    await step('Latest first, then My order again: the order was kept', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Sort: My order' }));
      await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Latest first' }));
      await waitFor(async () => expect((await titles(canvasElement))[0]).toBe(first!.title));
      await userEvent.click(canvas.getByRole('button', { name: 'Sort: Latest first' }));
      await userEvent.click(await screen.findByRole('menuitemradio', { name: 'My order' }));
      await waitFor(async () =>
        expect((await titles(canvasElement)).slice(0, 2)).toEqual([second!.title, first!.title]),
      );
    });
  },
};

/** Flow: an empty title is refused at its field; a title the server refuses keeps everything typed. */
export const RefusedSave: Story = {
  parameters: {
    msw: {
      handlers: {
        todo: [
          http.post('*/apps/todo/add-tasks', () =>
            HttpResponse.json({ error: { 'task.title': 'A task with this title exists already' } }, { status: 400 }),
          ),
          ...handlers.todo,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await list(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add task' }));
    const panel = within(await screen.findByRole('dialog', { name: 'Add a task' }));
    await userEvent.click(await panel.findByRole('button', { name: 'Add' }));
    const title = panel.getByRole('textbox', { name: 'Title' });
    await expect(title).toHaveAccessibleDescription('Give the task a title.');
    await userEvent.type(title, 'Renew the SSL certificates');
    await userEvent.click(panel.getByRole('checkbox', { name: 'Team' }));
    await userEvent.click(panel.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(title).toHaveAccessibleDescription('A task with this title exists already'));
    await expect(title).toHaveValue('Renew the SSL certificates');
    await expect(panel.getByRole('checkbox', { name: 'Team' })).toBeChecked();
  },
};

/** On a phone: the views and tags are behind a button; the rows wrap their details under the title. */
export const PhoneViewsAndTags: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await list(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Task lists' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Views and tags' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Important' }));
    await list(canvasElement, 'Important');
  },
};

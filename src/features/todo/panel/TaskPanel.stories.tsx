import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Task } from '@/lib/api/schemas/todo';
import { handlers } from '@/mocks';
import seed from '@/mocks/data/seed/tasks.json';
import { fixClock } from '@/stories/support/clock';
import { TaskForm } from '@/features/todo/panel/TaskPanel';

const task = (seed as Task[]).find((t) => t.assignee?.avatar && t.tags.length === 2 && !t.isDeleted)!;
const deleted = (seed as Task[]).find((t) => t.isDeleted)!;

const meta = {
  title: 'Apps & pages/Todo/Task panel',
  component: TaskForm,
  args: { task: null, today: new Date('2026-01-15T10:00:00').getTime(), onDone: fn() },
  parameters: {
    session: 'admin',
    route: '/apps/todo',
    endpoints: ['POST /apps/todo/add-tasks', 'POST /apps/todo/update-task', 'GET /apps/todo/assignees'],
  },
  // The stories' day (STORY_NOW), on the panel and on the clock its date picker reads.
  beforeEach: fixClock,
  // The panel's width, as the side panel gives it.
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '25rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TaskForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new task: due today, nobody assigned, no tag. */
export const Add: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Due date/ })).toHaveValue('2026-01-15');
    await expect(canvas.getByRole('combobox', { name: 'Assignee' })).toHaveValue('');
    await expect(await canvas.findByRole('textbox', { name: 'Description' })).toBeInTheDocument();
  },
};

/** A task to update: its values, and Delete. */
export const Edit: Story = {
  args: { task },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Title/ })).toHaveValue(task.title);
    await expect(canvas.getByRole('combobox', { name: 'Assignee' })).toHaveValue(task.assignee!.fullName);
    for (const tag of task.tags)
      await expect(canvas.getByRole('checkbox', { name: new RegExp(tag, 'i') })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeVisible();
  },
};

/** A deleted task offers Restore instead of Delete. */
export const Deleted: Story = {
  args: { task: deleted },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Restore' })).toBeVisible();
  },
};

/** Flow: type part of a name, pick the person with the arrows and Enter; save; the panel is done. */
export const PickAnAssignee: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Title/ }), 'Call the bank');
    const box = canvas.getByRole('combobox', { name: 'Assignee' });
    await userEvent.type(box, 'kamren');
    const option = await screen.findByRole('option', { name: /Kamren Zboncak/ });
    await expect(option).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(box).toHaveValue('Kamren Zboncak');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(args.onDone).toHaveBeenCalled());
  },
};

/** Flow: the panel's own rules at the fields: no title, a date that is not one. */
export const FieldRules: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const due = canvas.getByRole('textbox', { name: /Due date/ });
    await userEvent.clear(due);
    await userEvent.type(due, 'next week');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(canvas.getByRole('textbox', { name: /Title/ })).toHaveAccessibleDescription('Give the task a title.');
    await expect(due).toHaveAccessibleDescription('Enter a date as YYYY-MM-DD, or pick one.');
    await expect(due).toHaveValue('next week');
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** Flow: the server down: the panel says so above the form and keeps what was typed. */
export const ServerDown: Story = {
  parameters: {
    msw: {
      handlers: {
        todo: [
          http.post('*/apps/todo/add-tasks', () =>
            HttpResponse.json({ error: 'The task service is down' }, { status: 503 }),
          ),
          ...handlers.todo,
        ],
      },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Title/ }), 'Call the bank');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The task could not be saved: The task service is down',
    );
    await expect(canvas.getByRole('textbox', { name: /Title/ })).toHaveValue('Call the bank');
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

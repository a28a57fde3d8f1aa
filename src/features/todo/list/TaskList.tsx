import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowDownUp, ListTodo } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '@/lib/api/schemas/todo';
import { taskSorts, type TaskSort } from '@/lib/api/todoRules';
import { LoadError, NoMatch } from '@/lib/query/QueryStates';
import { Button } from '@/ui/button/Button';
import { DropdownMenu, DropdownMenuRadioGroup, DropdownMenuRadioItem } from '@/ui/dropdown-menu/DropdownMenu';
import { EmptyState } from '@/ui/empty-state/EmptyState';
import { SearchInput } from '@/ui/input/SearchInput';
import { Skeleton } from '@/ui/skeleton/Skeleton';
import { SortableTasks } from './SortableTasks';
import { Bar, Hint, Pane, Rows } from './TaskList.styles';
import { TaskRow, type TaskActions } from './TaskRow';

type Props = {
  query: UseQueryResult<Task[]>;
  /** The view's or tag's name: the list's title and its empty state's. */
  title: string;
  typed: string;
  onType: (text: string) => void;
  onClearSearch: () => void;
  sortBy: TaskSort;
  onSort: (sortBy: TaskSort) => void;
  actions: TaskActions;
  onMove: (from: number, to: number) => void;
  /** Today, for the due dates ("in 3 days"). */
  now: number;
  /** On a phone, the button that opens the views and tags. */
  lists?: ReactNode;
};

/**
 * The tasks of a view or tag: search on titles, sort, and the rows; in the manual order each row has
 * a handle to drag it. Loading draws rows of the same height, so nothing moves when the tasks come.
 */
export function TaskList(props: Props) {
  const { query, title, typed, onType, onClearSearch, sortBy, onSort, actions, onMove, now, lists } = props;
  const { t } = useTranslation('todo');
  const tasks = query.data;
  const searching = typed.trim() !== '';

  let body: ReactNode;
  if (query.isPending) body = <Placeholder now={now} />;
  else if (query.isError && !tasks) body = <LoadError title={t('todo.failed')} query={query} />;
  else if (tasks && tasks.length === 0)
    body = searching ? (
      <NoMatch
        title={t('todo.noMatch', { q: typed.trim() })}
        hint={t('todo.noMatchHint')}
        clearLabel={t('todo.clearSearch')}
        onClear={onClearSearch}
      />
    ) : (
      <EmptyState titleAs="h3" icon={<ListTodo aria-hidden />} title={t('todo.empty', { list: title })} />
    );
  else if (tasks)
    body = (
      <Rows $busy={query.isFetching} aria-label={title} aria-busy={query.isFetching}>
        {sortBy === 'manual' ? (
          <SortableTasks tasks={tasks} now={now} actions={actions} onMove={onMove} />
        ) : (
          tasks.map((task) => <TaskRow key={task.id} task={task} now={now} actions={actions} />)
        )}
      </Rows>
    );

  return (
    <Pane aria-labelledby="todo-list-title">
      <h2 id="todo-list-title" className="visually-hidden">
        {title}
      </h2>
      <Bar>
        {lists}
        <SearchInput
          label={t('todo.search')}
          placeholder={t('todo.search')}
          value={typed}
          onChange={(e) => onType(e.target.value)}
        />
        <DropdownMenu
          trigger={
            <Button variant="outline" tone="secondary" startIcon={<ArrowDownUp aria-hidden size={16} />}>
              <span className="visually-hidden">{t('todo.sortLabel')} </span>
              {t(`todo.sort.${sortBy}`)}
            </Button>
          }
        >
          <DropdownMenuRadioGroup value={sortBy} onValueChange={(next) => onSort(next as TaskSort)}>
            {taskSorts.map((sort) => (
              <DropdownMenuRadioItem key={sort} value={sort}>
                {t(`todo.sort.${sort}`)}
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
        </DropdownMenu>
      </Bar>
      {sortBy !== 'manual' && tasks && tasks.length > 1 && <Hint>{t('todo.manualHint')}</Hint>}
      {body}
    </Pane>
  );
}

const placeholderTask = (id: number): Task => ({
  id,
  title: 'A task that is still loading'.slice(0, 16 + ((id * 7) % 12)),
  dueDate: '2026-01-01',
  description: '',
  assignee: { fullName: 'Someone', avatar: '' },
  tags: ['team'],
  isCompleted: false,
  isDeleted: false,
  isImportant: false,
});
const placeholder = Array.from({ length: 6 }, (_, i) => placeholderTask(i + 1));
const inert: TaskActions = { open: () => {}, change: () => {} };

/** The rows as they will be, drawn from placeholder tasks, while the first tasks load. */
function Placeholder({ now }: { now: number }) {
  const { t } = useTranslation('todo');
  return (
    <Skeleton label={t('app.loading')}>
      <Rows $busy={false}>
        {placeholder.map((task) => (
          <TaskRow key={task.id} task={task} now={now} actions={inert} />
        ))}
      </Rows>
    </Skeleton>
  );
}

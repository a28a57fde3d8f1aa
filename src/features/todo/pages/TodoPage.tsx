import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '@/lib/api/schemas/todo';
import { useSearchBox } from '@/lib/hooks/useSearchBox';
import { NoSuchPlace } from '@/lib/layout/NoSuchPlace';
import { LoadingStatus } from '@/lib/query/QueryStates';
import { now as currentTime } from '@/lib/today';
import { AppFrame } from '@/ui/app-frame/AppFrame';
import { useSideColumn } from '@/ui/app-frame/useSideColumn';
import { loadEditor } from '@/ui/editor/Editor';
import { Offcanvas } from '@/ui/offcanvas/Offcanvas';
import { PageHeader, PageStack } from '@/ui/page-header/PageHeader';
import { toast } from '@/ui/toast/toast';
import { moveOf, useChangeTask, useReorderTask, useTasks } from '../api/tasks';
import { TaskList } from '../list/TaskList';
import type { TaskActions } from '../list/TaskRow';
import { TODO_BASE, type TodoPlace } from '../place';
import { TodoSidebar } from '../sidebar/TodoSidebar';
import { useTodoRoute } from '../useTodoRoute';

/** The task panel's form (react-hook-form, zod, the date picker's field): fetched when it is first wanted. */
const loadPanel = () => import('../panel/TaskPanel');
const TaskForm = lazy(() => loadPanel().then((m) => ({ default: m.TaskForm })));
/** The panel's code and its editor's, as soon as the reader points at a way to open it. */
const preloadPanel = () => void Promise.all([loadPanel(), loadEditor()]).catch(() => {});

type Panel = { task: Task | null; key: number };

/**
 * `/apps/todo`: the tasks of a view (all, important, completed, deleted) or a tag, searched and sorted
 * as the URL says; complete, star, restore and reorder them in the list, add and update them in a
 * side panel (docs/demo-api.md, Todo, for the calls).
 */
export function TodoPage() {
  const { t } = useTranslation('todo');
  const route = useTodoRoute();
  const { place, scope } = route;
  const tasks = useTasks(scope ?? { q: '', sortBy: 'latest' }, scope !== null);
  const change = useChangeTask();
  const reorder = useReorderTask();
  const side = useSideColumn({ title: t('todo.lists'), openLabel: t('todo.openLists') });
  const [panel, setPanel] = useState<Panel | null>(null);
  const [typed, setTyped] = useSearchBox(route.q, route.search);
  const [today] = useState(currentTime);

  const openPanel = useCallback((task: Task | null) => {
    preloadPanel();
    setPanel({ task, key: Date.now() });
  }, []);
  const actions = useMemo<TaskActions>(
    () => ({
      open: openPanel,
      preload: preloadPanel,
      change: (task, flags) =>
        change.mutate(
          { id: task.id, ...flags },
          { onError: (error) => toast.error(t('todo.changeFailed', { message: error.message })) },
        ),
    }),
    // `change.mutate` is stable; the translations change with the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [openPanel, t],
  );

  if (!place || !scope)
    return (
      <NoSuchPlace
        page={t('todo.title')}
        title={t('todo.noPlace')}
        hint={t('todo.noPlaceHint')}
        to={TODO_BASE}
        linkLabel={t('todo.toAll')}
      />
    );

  const title = placeName(place, t);
  const sidebar = (
    <TodoSidebar
      place={place}
      pathOf={route.pathOf}
      onAdd={() => {
        side.close();
        openPanel(null);
      }}
      onPreload={preloadPanel}
      onNavigate={side.close}
    />
  );
  return (
    <PageStack>
      <PageHeader title={t('todo.title')} description={t('todo.description')} />
      <AppFrame>
        {side.column(sidebar)}
        <TaskList
          query={tasks}
          title={title}
          typed={typed}
          onType={setTyped}
          onClearSearch={() => {
            setTyped('');
            route.search('');
          }}
          sortBy={route.sortBy}
          onSort={route.sort}
          actions={actions}
          onMove={(from, to) =>
            tasks.data &&
            reorder.mutate(moveOf(scope, tasks.data, from, to), {
              onError: (error) => toast.error(t('todo.moveFailed', { message: error.message })),
            })
          }
          now={today}
          lists={side.opener(sidebar)}
        />
      </AppFrame>
      <Offcanvas
        title={panel?.task ? t('todo.panel.edit') : t('todo.panel.add')}
        open={panel !== null}
        onOpenChange={(open) => !open && setPanel(null)}
      >
        {panel && (
          <Suspense fallback={<LoadingStatus />}>
            <TaskForm key={panel.key} task={panel.task} today={today} onDone={() => setPanel(null)} />
          </Suspense>
        )}
      </Offcanvas>
    </PageStack>
  );
}

function placeName(place: TodoPlace, t: (key: string) => string) {
  if (place.tag) return t(`todo.tag.${place.tag}`);
  return t(`todo.view.${place.filter ?? 'all'}`);
}

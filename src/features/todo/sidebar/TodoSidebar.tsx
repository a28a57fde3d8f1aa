import { CircleCheck, ListTodo, Plus, Star, Trash2, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { taskTags, type TaskFilter } from '@/lib/api/todoRules';
import { Button } from '@/ui/button/Button';
import { SideNav, SideNavHeading, SideNavList, SideNavName, SideNavPlace, ToneDot } from '@/ui/side-nav/SideNav';
import { samePlace, type TodoPlace } from '../place';
import { tagTones } from '../tags';

const views: { filter?: TaskFilter; icon: LucideIcon }[] = [
  { icon: ListTodo },
  { filter: 'important', icon: Star },
  { filter: 'completed', icon: CircleCheck },
  { filter: 'deleted', icon: Trash2 },
];

type Props = {
  place: TodoPlace;
  pathOf: (place: TodoPlace) => string;
  onAdd: () => void;
  /** The reader points at Add task: the panel's code can start to come. */
  onPreload?: () => void;
  /** Called when a view or tag is chosen (the phone's panel closes). */
  onNavigate?: () => void;
};

/** The task list's views and tags, under the button that adds a task. */
export function TodoSidebar({ place, pathOf, onAdd, onPreload, onNavigate }: Props) {
  const { t } = useTranslation('todo');
  const current = (other: TodoPlace) => (samePlace(place, other) ? ('page' as const) : undefined);
  return (
    <SideNav aria-label={t('todo.lists')}>
      <Button block startIcon={<Plus aria-hidden />} onClick={onAdd} onPointerEnter={onPreload} onFocus={onPreload}>
        {t('todo.add')}
      </Button>
      <SideNavList aria-label={t('todo.views')}>
        {views.map(({ filter, icon: Icon }) => (
          <li key={filter ?? 'all'}>
            <SideNavPlace as={Link} to={pathOf({ filter })} aria-current={current({ filter })} onClick={onNavigate}>
              <Icon aria-hidden />
              <SideNavName>{t(`todo.view.${filter ?? 'all'}`)}</SideNavName>
            </SideNavPlace>
          </li>
        ))}
      </SideNavList>
      <div>
        <SideNavHeading id="todo-tags">{t('todo.tags')}</SideNavHeading>
        <SideNavList aria-labelledby="todo-tags">
          {taskTags.map((tag) => (
            <li key={tag}>
              <SideNavPlace as={Link} to={pathOf({ tag })} aria-current={current({ tag })} onClick={onNavigate}>
                <ToneDot $tone={tagTones[tag]} aria-hidden />
                <SideNavName>{t(`todo.tag.${tag}`)}</SideNavName>
              </SideNavPlace>
            </li>
          ))}
        </SideNavList>
      </div>
    </SideNav>
  );
}

import { GripVertical, RotateCcw, UserRound } from 'lucide-react';
import { memo, type HTMLAttributes, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '@/lib/api/schemas/todo';
import { useFormat } from '@/lib/format';
import { Avatar } from '@/ui/avatar/Avatar';
import { Badge } from '@/ui/badge/Badge';
import { Button } from '@/ui/button/Button';
import { Checkbox } from '@/ui/checkbox/Checkbox';
import { StarToggle } from '@/ui/star-toggle/StarToggle';
import { tagTones } from '../tags';
import { daysUntil, dueIn } from './due';
import { Due, Handle, Meta, Nobody, Row, Title } from './TaskList.styles';
import { publicUrl } from '@/lib/publicUrl';

export type TaskActions = {
  open: (task: Task) => void;
  /** The reader points at a task: the panel's code can start to come. */
  preload?: () => void;
  change: (task: Task, patch: Partial<Pick<Task, 'isCompleted' | 'isImportant' | 'isDeleted'>>) => void;
};

/** What makes a row draggable (dnd-kit's sortable), when the list is in the manual order. */
export type DragProps = {
  ref: Ref<HTMLLIElement>;
  style: React.CSSProperties;
  dragging: boolean;
  handleRef: Ref<HTMLButtonElement>;
  handle: HTMLAttributes<HTMLButtonElement>;
};

type Props = { task: Task; now: number; actions: TaskActions; drag?: DragProps };

/**
 * One task: complete it, open it, see its tags, due date (relative and absolute; late in red) and
 * assignee, mark it important. A deleted task offers Restore instead of the checkbox.
 */
export const TaskRow = memo(function TaskRow({ task, now, actions, drag }: Props) {
  const { t, i18n } = useTranslation('todo');
  const { date } = useFormat();
  const days = daysUntil(task.dueDate, now);
  const deleted = task.isDeleted;
  return (
    <Row ref={drag?.ref} style={drag?.style} $dragging={drag?.dragging}>
      {drag && (
        <Handle ref={drag.handleRef} type="button" aria-label={t('todo.move', { title: task.title })} {...drag.handle}>
          <GripVertical aria-hidden size={18} />
        </Handle>
      )}
      {!deleted && (
        <Checkbox
          label={t('todo.complete', { title: task.title })}
          hideLabel
          checked={task.isCompleted}
          onCheckedChange={(on) => actions.change(task, { isCompleted: on === true })}
        />
      )}
      <Title
        type="button"
        $done={task.isCompleted}
        onClick={() => actions.open(task)}
        onPointerEnter={actions.preload}
        onFocus={actions.preload}
      >
        {task.title}
      </Title>
      <Meta>
        {task.tags.map((tag) => (
          <Badge key={tag} tone={tagTones[tag]} pill>
            {t(`todo.tag.${tag}`)}
          </Badge>
        ))}
        <Due $overdue={days < 0 && !task.isCompleted}>
          <span>{dueIn(days, i18n.resolvedLanguage ?? 'en')}</span>
          <time dateTime={task.dueDate}>{date(`${task.dueDate}T12:00:00`, { dateStyle: 'medium' })}</time>
        </Due>
        {task.assignee ? (
          <Avatar name={task.assignee.fullName} src={publicUrl(task.assignee.avatar)} size="sm" />
        ) : (
          <Nobody role="img" aria-label={t('todo.unassigned')}>
            <UserRound aria-hidden size={16} />
          </Nobody>
        )}
        {deleted ? (
          <Button
            size="sm"
            variant="outline"
            tone="secondary"
            startIcon={<RotateCcw aria-hidden />}
            aria-label={t('todo.restoreTask', { title: task.title })}
            onClick={() => actions.change(task, { isDeleted: false })}
          >
            {t('todo.restore')}
          </Button>
        ) : (
          <StarToggle
            pressed={task.isImportant}
            label={t('todo.important', { title: task.title })}
            onPressedChange={(on) => actions.change(task, { isImportant: on })}
          />
        )}
      </Meta>
    </Row>
  );
});

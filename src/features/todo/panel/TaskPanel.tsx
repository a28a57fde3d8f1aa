import { zodResolver } from '@hookform/resolvers/zod';
import { RotateCcw, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Task } from '@/lib/api/schemas/todo';
import { ApiError } from '@/lib/api/client';
import { useFieldMessage } from '@/lib/fieldErrors';
import { useEditorLabels } from '@/lib/hooks/useEditorLabels';
import { useLanguage } from '@/lib/hooks/useLanguage';
import { Alert } from '@/ui/alert/Alert';
import { Button } from '@/ui/button/Button';
import { DateField } from '@/ui/date-field/DateField';
import { Editor } from '@/ui/editor/Editor';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { Switch } from '@/ui/switch/Switch';
import { toast } from '@/ui/toast/toast';
import { useAddTask, useDeleteTask, useUpdateTask } from '../api/tasks';
import { AssigneeField } from './AssigneeField';
import { TagsField } from './TagsField';
import { newTask, taskFields, taskForm, toBody, valuesOf, type TaskValues } from './taskForm';

const Form = styled.form`
  display: grid;
  gap: var(--space-4);
`;
const GroupLabel = styled.span`
  display: block;
  margin-block-end: var(--space-2);
  font-size: var(--fs-sm);
  font-weight: var(--fw-medium);
  color: var(--c-heading);
`;
const Problem = styled.p`
  margin: var(--space-1) 0 0;
  color: var(--c-danger-text);
  font-size: var(--fs-sm);
`;
const Toggles = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-5);
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-3);
  /* Delete or Restore stands apart, at the end. */
  > .end {
    margin-inline-start: auto;
  }
`;

export type TaskPanelProps = {
  /** The task to update, or null to add one. */
  task: Task | null;
  /** Today: a new task is due then. */
  today: number;
  onDone: () => void;
};

/**
 * The form of the task panel: title, assignee, due date, tags, description (rich text), important and
 * completed. A refusal the server names by field shows at that field, anything else above the form;
 * what was typed stays until the save goes through. An existing task can be deleted or restored here.
 */
export function TaskForm({ task, today, onDone }: TaskPanelProps) {
  const [initial] = useState(() => (task ? valuesOf(task) : newTask(today)));
  const { t } = useTranslation('todo');
  const language = useLanguage();
  const editorLabels = useEditorLabels();
  const message = useFieldMessage('todo', 'todo');
  const ids = { tags: useId(), description: useId() };
  const add = useAddTask();
  const update = useUpdateTask();
  const remove = useDeleteTask();
  const form = useForm<TaskValues>({ resolver: zodResolver(taskForm), defaultValues: initial });
  const { errors, isSubmitting } = form.formState;
  const save = task ? update : add;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await (task ? update.mutateAsync({ id: task.id, ...toBody(values) }) : add.mutateAsync(toBody(values)));
    } catch (error) {
      // The server names its fields under `task.` (`task.title`); each message goes to its field.
      if (error instanceof ApiError)
        for (const field of taskFields) {
          const text = error.fieldErrors[`task.${field}`];
          if (text) form.setError(field, { message: text }, { shouldFocus: true });
        }
      return;
    }
    toast.success(task ? t('todo.panel.updated', { title: values.title.trim() }) : t('todo.panel.added'));
    onDone();
  });

  const saveError = save.error;
  const refused = saveError instanceof ApiError && taskFields.some((f) => saveError.fieldErrors[`task.${f}`]);
  const failure = saveError && !refused ? saveError.message : undefined;
  const flag = (field: 'isDeleted', on: boolean) =>
    task &&
    (on ? remove.mutateAsync(task.id) : update.mutateAsync({ id: task.id, [field]: false })).then(
      () => {
        toast.success(t(on ? 'todo.deleted' : 'todo.restored', { title: task.title }));
        onDone();
      },
      (error: Error) => toast.error(t('todo.changeFailed', { message: error.message })),
    );

  return (
    <Form noValidate aria-label={task ? t('todo.panel.edit') : t('todo.panel.add')} onSubmit={(e) => void onSubmit(e)}>
      {failure && (
        <Alert tone="danger" role="alert">
          {t('todo.panel.saveFailed', { message: failure })}
        </Alert>
      )}
      <Field label={t('todo.panel.title')} error={message(errors.title?.message)} required>
        <Input autoComplete="off" {...form.register('title')} />
      </Field>
      <Controller
        control={form.control}
        name="assignee"
        render={({ field, fieldState }) => (
          <Field label={t('todo.panel.assignee')} error={message(fieldState.error?.message)} id="todo-assignee">
            <AssigneeField id="todo-assignee" value={field.value} onChange={field.onChange} />
          </Field>
        )}
      />
      <Controller
        control={form.control}
        name="dueDate"
        render={({ field }) => (
          <Field label={t('todo.panel.dueDate')} error={message(errors.dueDate?.message)} required>
            <DateField
              label={t('todo.panel.dueDate')}
              pickLabel={t('todo.panel.pickDueDate')}
              language={language}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          </Field>
        )}
      />
      <div>
        <GroupLabel id={ids.tags}>{t('todo.panel.tags')}</GroupLabel>
        <Controller
          control={form.control}
          name="tags"
          render={({ field }) => <TagsField labelledBy={ids.tags} value={field.value} onChange={field.onChange} />}
        />
      </div>
      <div>
        <GroupLabel id={ids.description}>{t('todo.panel.description')}</GroupLabel>
        <Controller
          control={form.control}
          name="description"
          render={({ field, fieldState }) => (
            <>
              <Editor
                value={initial.description}
                onChange={field.onChange}
                label={t('todo.panel.description')}
                loadingLabel={t('todo.panel.loadingEditor')}
                labels={editorLabels}
                minRows={4}
                invalid={fieldState.invalid}
                describedBy={fieldState.invalid ? `${ids.description}-error` : undefined}
              />
              {fieldState.error && (
                <Problem id={`${ids.description}-error`}>{message(fieldState.error.message)}</Problem>
              )}
            </>
          )}
        />
      </div>
      <Toggles>
        <Controller
          control={form.control}
          name="isImportant"
          render={({ field }) => (
            <Switch label={t('todo.panel.important')} checked={field.value} onCheckedChange={field.onChange} />
          )}
        />
        <Controller
          control={form.control}
          name="isCompleted"
          render={({ field }) => (
            <Switch label={t('todo.panel.completed')} checked={field.value} onCheckedChange={field.onChange} />
          )}
        />
      </Toggles>
      <Actions>
        <Button type="submit" loading={isSubmitting}>
          {task ? t('todo.panel.update') : t('todo.panel.addSubmit')}
        </Button>
        <Button type="button" variant="outline" tone="secondary" onClick={onDone}>
          {t('todo.panel.cancel')}
        </Button>
        {task && (
          <span className="end">
            {task.isDeleted ? (
              <Button
                type="button"
                variant="outline"
                startIcon={<RotateCcw aria-hidden />}
                onClick={() => void flag('isDeleted', false)}
              >
                {t('todo.restore')}
              </Button>
            ) : (
              <Button
                type="button"
                variant="outline"
                tone="danger"
                startIcon={<Trash2 aria-hidden />}
                onClick={() => void flag('isDeleted', true)}
              >
                {t('todo.delete')}
              </Button>
            )}
          </span>
        )}
      </Actions>
    </Form>
  );
}

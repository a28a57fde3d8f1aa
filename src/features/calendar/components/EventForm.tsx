import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { saveWithFieldErrors, unexplainedFailure, useFieldMessage } from '@/lib/fieldErrors';
import { Alert } from '@/ui/alert/Alert';
import { Button } from '@/ui/button/Button';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { Select } from '@/ui/select/Select';
import { Textarea } from '@/ui/textarea/Textarea';
import { toast } from '@/ui/toast/toast';
import { useAddEvent } from '../api/addEvent';
import { useUpdateEvent } from '../api/updateEvent';
import { eventFields, type CheckedValues, type EventValues } from '../eventValues';
import { calendarKinds } from '../kinds';
import { asFormError, eventForm, serverFields } from './eventForm';
import { EventTimes } from './EventTimes';
import { GuestsField } from './GuestsField';

const Form = styled.form`
  display: grid;
  gap: var(--space-4);
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-3);
  > .delete {
    margin-inline-start: auto;
  }
`;

type Props = {
  initial: EventValues;
  /** The event being changed; none for a new one. */
  eventId?: number;
  onSaved: () => void;
  onCancel: () => void;
  /** Asks to delete the event (only for one that exists). */
  onDelete?: () => void;
};

/**
 * An event's fields: checked as typed are sent, a refusal the server names by field shows at that
 * field, any other failure beside the buttons; what was typed stays until the save goes through.
 */
export function EventForm({ initial, eventId, onSaved, onCancel, onDelete }: Props) {
  const { t } = useTranslation('calendar');
  const message = useFieldMessage('calendar', 'calendar');
  const add = useAddEvent();
  const update = useUpdateEvent();
  const saving = eventId === undefined ? add : update;
  const form = useForm<EventValues, unknown, CheckedValues>({
    resolver: zodResolver(eventForm),
    defaultValues: initial,
  });
  const guestsId = useId();
  /** A field's message: the form's own check translated, or the server's words. */
  const problem = (field: keyof EventValues) => message(form.formState.errors[field]?.message);

  const save = async (values: CheckedValues) => {
    try {
      if (eventId === undefined) await add.mutateAsync(eventFields(values));
      else await update.mutateAsync({ id: eventId, ...eventFields(values) });
    } catch (error) {
      throw asFormError(error as Error);
    }
  };
  const submit = form.handleSubmit(async (values) => {
    if (await saveWithFieldErrors(form, serverFields, () => save(values))) {
      toast.success(t(eventId === undefined ? 'calendar.added' : 'calendar.updated', { title: values.title.trim() }));
      onSaved();
    }
  });
  const failure = unexplainedFailure(asFormError(saving.error), serverFields);
  const kinds = calendarKinds.map((kind) => ({ value: kind, label: t(`calendar.kind.${kind}`) }));

  return (
    <Form
      noValidate
      aria-label={t(eventId === undefined ? 'calendar.addTitle' : 'calendar.editTitle')}
      onSubmit={(e) => void submit(e)}
    >
      <Field label={t('calendar.field.title')} error={problem('title')} required>
        <Input autoComplete="off" {...form.register('title')} />
      </Field>
      <Field label={t('calendar.field.calendar')} error={problem('calendar')} required>
        <Controller
          control={form.control}
          name="calendar"
          render={({ field }) => (
            <Select
              options={kinds}
              placeholder={t('calendar.choose')}
              value={field.value}
              onValueChange={field.onChange}
            />
          )}
        />
      </Field>
      <EventTimes form={form} />
      <Field label={t('calendar.field.url')} error={problem('url')}>
        <Input type="url" autoComplete="off" placeholder="https://" {...form.register('url')} />
      </Field>
      <Controller
        control={form.control}
        name="guests"
        render={({ field }) => (
          <Field label={t('calendar.field.guests')} error={problem('guests')} id={guestsId}>
            <GuestsField id={guestsId} value={field.value} onChange={field.onChange} />
          </Field>
        )}
      />
      <Field label={t('calendar.field.location')} error={problem('location')}>
        <Input autoComplete="off" {...form.register('location')} />
      </Field>
      <Field label={t('calendar.field.description')} error={problem('description')}>
        <Textarea rows={3} {...form.register('description')} />
      </Field>
      {/* Beside the buttons, where the eye is after pressing Add: the panel may be scrolled past the top. */}
      {failure && (
        <Alert tone="danger" role="alert">
          {t('calendar.saveFailed', { message: failure })}
        </Alert>
      )}
      <Actions>
        <Button type="submit" loading={saving.isPending}>
          {t(eventId === undefined ? 'calendar.add' : 'calendar.update')}
        </Button>
        <Button type="button" variant="outline" tone="secondary" onClick={onCancel}>
          {t('calendar.cancel')}
        </Button>
        {onDelete && (
          <Button type="button" variant="text" tone="danger" className="delete" onClick={onDelete}>
            {t('calendar.delete')}
          </Button>
        )}
      </Actions>
    </Form>
  );
}

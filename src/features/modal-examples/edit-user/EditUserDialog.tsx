import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '@/lib/fieldErrors';
import { Field } from '@/ui/field/Field';
import { Input, type InputProps } from '@/ui/input/Input';
import { DialogForm } from '@/ui/modal/DialogForm';
import { Modal } from '@/ui/modal/Modal';
import { Select, type SelectOption } from '@/ui/select/Select';
import { Switch } from '@/ui/switch/Switch';
import { toast } from '@/ui/toast/toast';
import type { ExampleDialogProps } from '../components/ExampleCard';
import { FormGrid } from '../components/FormGrid';
import { countries, editUserForm, exampleUser, spokenLanguages, statuses, type EditUserValues } from './editUserForm';
import { useDisplayNames } from './useDisplayNames';

type TextName = 'firstName' | 'lastName' | 'username' | 'email' | 'taxId' | 'contact';
type ChoiceName = 'status' | 'language' | 'country';

/**
 * Edit a user's details, prefilled: names, username, email, status, tax id, phone, language,
 * country and whether the address is also the billing one. Each field is checked when left and all
 * of them on submit; the toast names the user as saved.
 */
export function EditUserDialog({ open, onOpenChange, onDone }: ExampleDialogProps) {
  const { t } = useTranslation('modal-examples');
  const message = useFieldMessage('modalExamples', 'modal-examples');
  const form = useForm<EditUserValues>({
    resolver: zodResolver(editUserForm),
    mode: 'onTouched',
    defaultValues: exampleUser,
  });
  const { errors } = form.formState;
  const options: Record<ChoiceName, SelectOption[]> = {
    status: statuses.map((status) => ({ value: status, label: t(`modalExamples.editUser.status.${status}`) })),
    language: useDisplayNames('language', spokenLanguages),
    country: useDisplayNames('region', countries),
  };
  const label = (name: Path<EditUserValues>) => t(`modalExamples.editUser.field.${name}`);
  const text = (name: TextName, input: InputProps & { 'data-autofocus'?: true }, required = true, wide = false) => (
    <Field
      className={wide ? 'wide' : undefined}
      label={label(name)}
      error={message(errors[name]?.message)}
      required={required}
    >
      <Input {...input} {...form.register(name)} />
    </Field>
  );
  const choice = (name: ChoiceName) => (
    <Field label={label(name)} error={message(errors[name]?.message)} required>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => <Select options={options[name]} value={field.value} onValueChange={field.onChange} />}
      />
    </Field>
  );
  const submit = form.handleSubmit(({ firstName, lastName }) => {
    toast.success(t('modalExamples.editUser.saved', { name: `${firstName.trim()} ${lastName.trim()}` }));
    onDone();
  });
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={t('modalExamples.editUser.title')}
      description={t('modalExamples.editUser.description')}
    >
      <DialogForm
        onSubmit={(event) => void submit(event)}
        cancelLabel={t('modalExamples.actions.cancel')}
        submitLabel={t('modalExamples.editUser.submit')}
        pending={false}
      >
        <FormGrid>
          {text('firstName', { autoComplete: 'given-name', 'data-autofocus': true })}
          {text('lastName', { autoComplete: 'family-name' })}
          {text('username', { autoComplete: 'username' }, true, true)}
          {text('email', { type: 'email', autoComplete: 'email' })}
          {choice('status')}
          {text('taxId', { autoComplete: 'off' }, false)}
          {text('contact', { type: 'tel', dir: 'ltr', autoComplete: 'tel' }, false)}
          {choice('language')}
          {choice('country')}
          <div className="wide">
            <Controller
              control={form.control}
              name="billing"
              render={({ field }) => (
                <Switch
                  label={t('modalExamples.editUser.field.billing')}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                />
              )}
            />
          </div>
        </FormGrid>
      </DialogForm>
    </Modal>
  );
}

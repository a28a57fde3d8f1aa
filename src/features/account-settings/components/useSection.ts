import { type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/ui/toast/toast';
import { ApiError } from '@/lib/api/client';
import type { AccountSettings, AccountSettingsUpdate } from '@/lib/api/schemas/accountSettings';
import { useSaveAccountSettings } from '../api';

/**
 * Save wiring shared by the sections: on success the form takes the saved values and a toast
 * confirms; a 400 puts the server's messages at their fields; anything else shows the form's alert.
 * Typed values are never lost.
 */
export function useSection<T extends FieldValues>(
  form: UseFormReturn<T>,
  toUpdate: (values: T) => AccountSettingsUpdate,
  fromSaved: (saved: AccountSettings) => T,
) {
  const { t } = useTranslation();
  const save = useSaveAccountSettings();
  // A 400 that names fields shows at them; any other failure (or a 400 naming none) shows the form's alert.
  const atFields =
    save.error instanceof ApiError && save.error.status === 400 && Object.keys(save.error.fieldErrors).length > 0;
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(toUpdate(values));
      form.reset(fromSaved(saved));
      toast.success(t('settings.saved'));
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 400) return;
      for (const [path, message] of Object.entries(error.fieldErrors)) {
        const field = path.split('.').at(-1) as Path<T>;
        if (field in form.getValues()) form.setError(field, { message });
      }
    }
  });
  return {
    onSubmit: () => void submit(),
    onDiscard: () => form.reset(),
    saving: save.isPending,
    dirty: form.formState.isDirty,
    failed: save.isError && !atFields,
  };
}

/** A field's error: a translation key from the form's rules, or the server's own words. */
export const useMessage = () => {
  const { t } = useTranslation();
  return (message: string | undefined) =>
    message ? (message.startsWith('settings.') ? t(message) : message) : undefined;
};

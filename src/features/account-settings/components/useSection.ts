import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from '@/lib/api/zod';
import { toast } from '@/ui/toast/toast';
import { ApiError } from '@/lib/api/client';
import type { AccountSettings, AccountSettingsUpdate } from '@/lib/api/schemas/accountSettings';
import { useSaveAccountSettings } from '../api';

type Section<V extends FieldValues> = {
  /** The form's first values, from the loaded settings. */
  values: V;
  /** The part of the settings update this section sends. */
  toUpdate: (values: V) => AccountSettingsUpdate;
  /** This section's values out of the saved settings the server answers with. */
  fromSaved: (saved: AccountSettings) => V;
};

/**
 * What every section starts with: its form under its rules (`accountForms.ts`), the props of its
 * `SettingsForm` (save, discard, state), and the translator of its fields' messages.
 */
export function useSectionForm<V extends FieldValues>(schema: z.ZodMiniType<V, V>, section: Section<V>) {
  // A section's values are whole; TypeScript cannot see that a whole V is also a partial one.
  const defaultValues = section.values as DefaultValues<V>;
  const form = useForm<V, unknown, V>({ resolver: zodResolver(schema), defaultValues });
  return { form, section: useSave(form, section), message: useMessage() };
}

/**
 * The save: on success the form takes the saved values and a toast confirms; a 400 puts the server's
 * messages at their fields; anything else shows the form's alert. Typed values are never lost.
 */
function useSave<V extends FieldValues>(
  form: UseFormReturn<V, unknown, V>,
  { toUpdate, fromSaved }: Omit<Section<V>, 'values'>,
) {
  const { t } = useTranslation('account-settings');
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
        const field = path.split('.').at(-1) as Path<V>;
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
const useMessage = () => {
  const { t } = useTranslation('account-settings');
  return (message: string | undefined) =>
    message ? (message.startsWith('settings.') ? t(message) : message) : undefined;
};

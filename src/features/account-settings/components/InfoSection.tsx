import { useTranslation } from 'react-i18next';
import type { AccountSettings } from '@/lib/api/schemas/accountSettings';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { Textarea } from '@/ui/textarea/Textarea';
import { Grid, SettingsForm } from './SettingsForm';
import { infoForm } from './accountForms';
import { useSectionForm } from './useSection';

/** About the person: bio, birth date, country, website and phone. */
export function InfoSection({ data }: { data: AccountSettings }) {
  const { t } = useTranslation('account-settings');
  const { form, section, message } = useSectionForm(infoForm, {
    values: data.info,
    toUpdate: (info) => ({ info }),
    fromSaved: (saved) => saved.info,
  });
  const { errors } = form.formState;
  return (
    <SettingsForm label={t('settings.tabs.info')} {...section}>
      <Field label={t('settings.fields.bio')} error={message(errors.bio?.message)}>
        <Textarea rows={4} {...form.register('bio')} />
      </Field>
      <Grid>
        <Field label={t('settings.fields.dob')} error={message(errors.dob?.message)}>
          <Input type="date" autoComplete="bday" {...form.register('dob')} />
        </Field>
        <Field label={t('settings.fields.country')} error={message(errors.country?.message)}>
          <Input autoComplete="country-name" {...form.register('country')} />
        </Field>
        <Field label={t('settings.fields.website')} error={message(errors.website?.message)}>
          <Input type="url" autoComplete="url" placeholder="https://" {...form.register('website')} />
        </Field>
        <Field label={t('settings.fields.phone')} error={message(errors.phone?.message)}>
          <Input type="tel" autoComplete="tel" {...form.register('phone')} />
        </Field>
      </Grid>
    </SettingsForm>
  );
}

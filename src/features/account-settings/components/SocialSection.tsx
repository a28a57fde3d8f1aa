import { useTranslation } from 'react-i18next';
import type { AccountSettings } from '@/lib/api/schemas/accountSettings';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { Grid, SettingsForm } from './SettingsForm';
import { socialForm } from './accountForms';
import { useSectionForm } from './useSection';

const socialNames = ['twitter', 'facebook', 'google', 'linkedIn', 'instagram', 'quora'] as const;

/** Links to the person's social profiles; each must be a web address or empty. */
export function SocialSection({ data }: { data: AccountSettings }) {
  const { t } = useTranslation('account-settings');
  const { form, section, message } = useSectionForm(socialForm, {
    values: data.social.socialLinks,
    toUpdate: (socialLinks) => ({ socialLinks }),
    fromSaved: (saved) => saved.social.socialLinks,
  });
  const { errors } = form.formState;
  return (
    <SettingsForm label={t('settings.tabs.social')} {...section}>
      <Grid>
        {socialNames.map((name) => (
          <Field key={name} label={t(`settings.fields.${name}`)} error={message(errors[name]?.message)}>
            <Input type="url" placeholder="https://" {...form.register(name)} />
          </Field>
        ))}
      </Grid>
    </SettingsForm>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod';
import type { AccountSettings } from '@/lib/api/schemas/accountSettings';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { Grid, SettingsForm } from './SettingsForm';
import { socialForm } from './accountForms';
import { useSection, useMessage } from './useSection';

const socialNames = ['twitter', 'facebook', 'google', 'linkedIn', 'instagram', 'quora'] as const;

/** Links to the person's social profiles; each must be a web address or empty. */
export function SocialSection({ data }: { data: AccountSettings }) {
  const { t } = useTranslation();
  const message = useMessage();
  const form = useForm<z.input<typeof socialForm>>({
    resolver: zodResolver(socialForm),
    defaultValues: data.social.socialLinks,
  });
  const section = useSection(
    form,
    (socialLinks) => ({ socialLinks }),
    (saved) => saved.social.socialLinks,
  );
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

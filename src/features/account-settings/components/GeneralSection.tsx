import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AccountSettings } from '@/lib/api/schemas/accountSettings';
import { Avatar } from '@/ui/avatar/Avatar';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { Grid, SettingsForm } from './SettingsForm';
import { generalForm } from './accountForms';
import { useSectionForm } from './useSection';
import { publicUrl } from '@/lib/publicUrl';

const Profile = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-4);
  p {
    margin: 0;
    color: var(--c-muted);
  }
`;

/** The account's avatar, username, name, email and company, saved together. */
export function GeneralSection({ data }: { data: AccountSettings }) {
  const { t } = useTranslation('account-settings');
  const { avatar: _avatar, ...values } = data.general;
  const { form, section, message } = useSectionForm(generalForm, {
    values,
    toUpdate: (general) => ({ general }),
    fromSaved: ({ general: { avatar: _a, ...saved } }) => saved,
  });
  const { errors } = form.formState;
  return (
    <SettingsForm label={t('settings.tabs.general')} {...section}>
      <Profile>
        <Avatar name={data.general.fullName} src={publicUrl(data.general.avatar)} size="xl" shape="rounded" />
        <p>{t('settings.avatarHint')}</p>
      </Profile>
      <Grid>
        <Field label={t('settings.fields.username')} error={message(errors.username?.message)} required>
          <Input autoComplete="username" {...form.register('username')} />
        </Field>
        <Field label={t('settings.fields.fullName')} error={message(errors.fullName?.message)} required>
          <Input autoComplete="name" {...form.register('fullName')} />
        </Field>
        <Field label={t('settings.fields.email')} error={message(errors.email?.message)} required>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </Field>
        <Field label={t('settings.fields.company')} error={message(errors.company?.message)}>
          <Input autoComplete="organization" {...form.register('company')} />
        </Field>
      </Grid>
    </SettingsForm>
  );
}

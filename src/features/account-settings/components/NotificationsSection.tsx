import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AccountSettings } from '@/lib/api/schemas/accountSettings';
import { Switch } from '@/ui/switch/Switch';
import { SettingsForm } from './SettingsForm';
import { notificationForm } from './accountForms';
import { useSectionForm } from './useSection';

const notificationNames = [
  'commentOnArticle',
  'answerOnForm',
  'followMe',
  'newAnnouncements',
  'productUpdates',
  'blogDigest',
] as const;

const Switches = styled.div`
  display: grid;
  gap: var(--space-4);
`;

/** Which emails the person wants, one switch each. */
export function NotificationsSection({ data }: { data: AccountSettings }) {
  const { t } = useTranslation('account-settings');
  const { form, section } = useSectionForm(notificationForm, {
    values: data.notification,
    toUpdate: (notification) => ({ notification }),
    fromSaved: (saved) => saved.notification,
  });
  return (
    <SettingsForm label={t('settings.tabs.notifications')} {...section}>
      <Switches>
        {notificationNames.map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <Switch
                label={t(`settings.notifications.${name}`)}
                checked={field.value}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
        ))}
      </Switches>
    </SettingsForm>
  );
}

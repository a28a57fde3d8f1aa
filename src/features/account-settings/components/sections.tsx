import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/ui/toast/toast';
import styled from 'styled-components';
import * as z from 'zod';
import { ApiError } from '@/lib/api/client';
import type { AccountSettings, AccountSettingsUpdate } from '@/lib/api/schemas/accountSettings';
import { Avatar } from '@/ui/avatar/Avatar';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { Switch } from '@/ui/switch/Switch';
import { Textarea } from '@/ui/textarea/Textarea';
import { useSaveAccountSettings } from '../api';
import { Grid, SettingsForm } from './SettingsForm';

// The same rules as the demo server's (src/lib/api/schemas/accountSettings.ts), with messages the page translates.
const url = z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'settings.errors.url' })]);
const generalForm = z.object({
  username: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{3,30}$/, 'settings.errors.username'),
  fullName: z.string().trim().min(1, 'settings.errors.required').max(80, 'settings.errors.tooLong'),
  email: z.string().trim().pipe(z.email('settings.errors.email')),
  company: z.string().trim().max(100, 'settings.errors.tooLong'),
});
const infoForm = z.object({
  bio: z.string().trim().max(500, 'settings.errors.tooLong'),
  dob: z.union([z.literal(''), z.iso.date('settings.errors.date')]),
  country: z.string().trim().max(60, 'settings.errors.tooLong'),
  website: url,
  phone: z.union([z.literal(''), z.string().regex(/^\+?[0-9 ()-]{6,20}$/, 'settings.errors.phone')]),
});
const socialForm = z.object({
  twitter: url,
  facebook: url,
  google: url,
  linkedIn: url,
  instagram: url,
  quora: url,
});
const notificationForm = z.object({
  commentOnArticle: z.boolean(),
  answerOnForm: z.boolean(),
  followMe: z.boolean(),
  newAnnouncements: z.boolean(),
  productUpdates: z.boolean(),
  blogDigest: z.boolean(),
});

/**
 * Save wiring shared by the sections: on success the form takes the saved values and a toast
 * confirms; a 400 puts the server's messages at their fields; anything else shows the form's alert.
 * Typed values are never lost.
 */
function useSection<T extends FieldValues>(
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
const useMessage = () => {
  const { t } = useTranslation();
  return (message: string | undefined) =>
    message ? (message.startsWith('settings.') ? t(message) : message) : undefined;
};

const Profile = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-4);
  p {
    margin: 0;
    color: var(--c-muted);
  }
`;

export function GeneralSection({ data }: { data: AccountSettings }) {
  const { t } = useTranslation();
  const message = useMessage();
  const { avatar: _avatar, ...values } = data.general;
  const form = useForm<z.input<typeof generalForm>>({ resolver: zodResolver(generalForm), defaultValues: values });
  const section = useSection(
    form,
    (general) => ({ general }),
    ({ general: { avatar: _a, ...saved } }) => saved,
  );
  const { errors } = form.formState;
  return (
    <SettingsForm label={t('settings.tabs.general')} {...section}>
      <Profile>
        <Avatar name={data.general.fullName} src={data.general.avatar} size="xl" shape="rounded" />
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

export function InfoSection({ data }: { data: AccountSettings }) {
  const { t } = useTranslation();
  const message = useMessage();
  const form = useForm<z.input<typeof infoForm>>({ resolver: zodResolver(infoForm), defaultValues: data.info });
  const section = useSection(
    form,
    (info) => ({ info }),
    (saved) => saved.info,
  );
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

const socialNames = ['twitter', 'facebook', 'google', 'linkedIn', 'instagram', 'quora'] as const;

const Connections = styled.ul`
  display: grid;
  gap: var(--space-3);
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: var(--space-3);
  }
  strong {
    display: block;
    color: var(--c-heading);
    text-transform: capitalize;
  }
  small {
    color: var(--c-muted);
  }
  h3 {
    margin: 0;
  }
`;

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

/** The accounts connected for sign-in and sharing (read from the settings; connecting is the provider's flow). */
export function ConnectionsSection({ data }: { data: AccountSettings }) {
  const { t } = useTranslation();
  return (
    <Connections aria-label={t('settings.tabs.connections')}>
      {Object.entries(data.social.connections).map(([service, account]) => (
        <li key={service}>
          <Avatar name={service} src={account.profileImg} size="md" />
          <span>
            <strong>{service}</strong>
            <small>{t('settings.connectedAs', { id: account.id })}</small>
          </span>
        </li>
      ))}
    </Connections>
  );
}

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

export function NotificationsSection({ data }: { data: AccountSettings }) {
  const { t } = useTranslation();
  const form = useForm<z.input<typeof notificationForm>>({
    resolver: zodResolver(notificationForm),
    defaultValues: data.notification,
  });
  const section = useSection(
    form,
    (notification) => ({ notification }),
    (saved) => saved.notification,
  );
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

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ApiError } from '@/lib/api/client';
import { ABOUT_MAX, type ChatStatus } from '@/lib/api/chatRules';
import type { ProfileUser } from '@/lib/api/schemas/chat';
import { unexplainedFailure } from '@/lib/fieldErrors';
import { Alert } from '@/ui/alert/Alert';
import { Avatar } from '@/ui/avatar/Avatar';
import { Button } from '@/ui/button/Button';
import { Field } from '@/ui/field/Field';
import { RadioGroup } from '@/ui/radio/RadioGroup';
import { Switch } from '@/ui/switch/Switch';
import { Textarea } from '@/ui/textarea/Textarea';
import { toast } from '@/ui/toast/toast';
import { useSaveProfile } from '../api/saveProfile';
import { useStatusLabel } from './useStatusLabel';
import { publicUrl } from '@/lib/publicUrl';

const Form = styled.form`
  display: grid;
  gap: var(--space-5);
`;

const Who = styled.div`
  display: grid;
  justify-items: center;
  gap: var(--space-1);
  text-align: center;
  h3 {
    margin: var(--space-2) 0 0;
    font-size: var(--fs-lg);
  }
  p {
    margin: 0;
    color: var(--c-muted);
  }
`;

const Settings = styled.fieldset`
  display: grid;
  gap: var(--space-3);
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-block-end: var(--space-2);
    font-size: var(--fs-sm);
    font-weight: var(--fw-medium);
    color: var(--c-heading);
  }
`;

const FieldError = styled.p`
  margin: var(--space-1) 0 0;
  font-size: var(--fs-sm);
  color: var(--c-danger-text);
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-3);
`;

const settingKeys = ['isTwoStepAuthVerificationEnabled', 'isNotificationsOn'] as const;
// The server names a refused setting by its path in the body (`settings.isNotificationsOn`).
const settingFields = settingKeys.map((key) => `settings.${key}`);
const fields = ['status', 'about', ...settingFields];
const shown = ['online', 'away', 'busy', 'offline'] as const satisfies readonly ChatStatus[];

type Props = { profile: ProfileUser; onDone: () => void };

/**
 * The own profile: status, about and settings, saved together. A refusal shows at its field and keeps
 * what was typed; a failure no field explains shows above the form.
 */
export function ProfileForm({ profile, onDone }: Props) {
  const { t } = useTranslation('chat');
  const statusLabel = useStatusLabel();
  const save = useSaveProfile();
  const [status, setStatus] = useState<ChatStatus>(profile.status);
  const [about, setAbout] = useState(profile.about);
  const [settings, setSettings] = useState(profile.settings);
  const errors = save.error instanceof ApiError ? save.error.fieldErrors : {};
  const failure = unexplainedFailure(save.error, fields);
  const setting = (key: keyof ProfileUser['settings']) => ({
    checked: settings[key],
    onCheckedChange: (on: boolean) => setSettings((now) => ({ ...now, [key]: on })),
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(
      { status, about, settings },
      {
        onSuccess: () => {
          toast.success(t('chat.profile.saved'));
          onDone();
        },
      },
    );
  };
  const settingsError = settingFields.map((field) => errors[field]).find(Boolean);

  return (
    <Form onSubmit={onSubmit} aria-label={t('chat.profile.title')} noValidate>
      <Who>
        <Avatar
          size="xl"
          name={profile.fullName}
          src={publicUrl(profile.avatar)}
          status={status}
          statusLabel={statusLabel(status)}
        />
        <h3>{profile.fullName}</h3>
        <p>{profile.role}</p>
      </Who>
      {failure && (
        <Alert role="alert" tone="danger">
          {t('chat.profile.failed', { message: failure })}
        </Alert>
      )}
      <div>
        <RadioGroup
          label={t('chat.profile.status')}
          value={status}
          onValueChange={(value) => setStatus(value as ChatStatus)}
          options={shown.map((value) => ({ value, label: statusLabel(value) }))}
          orientation="horizontal"
          aria-invalid={errors.status ? true : undefined}
          aria-describedby={errors.status ? 'chat-profile-status-error' : undefined}
        />
        {errors.status && (
          <FieldError id="chat-profile-status-error" role="alert">
            {errors.status}
          </FieldError>
        )}
      </div>
      <Field
        label={t('chat.profile.about')}
        hint={t('chat.profile.aboutHint', { count: about.length, max: ABOUT_MAX })}
        error={errors.about}
      >
        <Textarea rows={4} value={about} onChange={(event) => setAbout(event.target.value)} />
      </Field>
      <Settings>
        <legend>{t('chat.profile.settings')}</legend>
        <Switch label={t('chat.profile.twoStep')} {...setting('isTwoStepAuthVerificationEnabled')} />
        <Switch label={t('chat.profile.notifications')} {...setting('isNotificationsOn')} />
        {settingsError && <FieldError role="alert">{settingsError}</FieldError>}
      </Settings>
      <Actions>
        <Button type="submit" loading={save.isPending}>
          {t('chat.profile.save')}
        </Button>
        <Button type="button" variant="outline" tone="secondary" onClick={onDone}>
          {t('chat.profile.cancel')}
        </Button>
      </Actions>
    </Form>
  );
}

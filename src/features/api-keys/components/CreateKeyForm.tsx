import { KeyRound } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { API_KEY_NAME_MAX, apiKeyAccessLevels, type ApiKeyAccess, type CreatedApiKey } from '@/lib/api/schemas/apiKeys';
import { submitWithFieldErrors } from '@/lib/fieldErrors';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { Select } from '@/ui/select/Select';
import { Alert } from '@/ui/alert/Alert';
import { Button } from '@/ui/button/Button';
import { useCreateApiKey } from '../api/apiKeys';

const Form = styled.form`
  display: grid;
  gap: var(--space-4);
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) auto;
  align-items: start;
  gap: var(--space-4);
  @media (max-width: 47.99em) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** The submit button lines up with the controls, under the labels' height, on a wide screen. */
const Submit = styled.div`
  padding-block-start: calc(var(--fs-sm) * 1.5 + var(--space-1));
  @media (max-width: 47.99em) {
    padding-block-start: 0;
  }
`;

type Values = { name: string; access: ApiKeyAccess | '' };
const fields = ['name', 'access'] as const;

/**
 * Names a new key and chooses what it may do. The name is checked here (given, at most 40
 * characters) and by the server (unique); a refusal shows at its field and what was typed stays.
 */
export function CreateKeyForm({ onCreated }: { onCreated: (created: CreatedApiKey) => void }) {
  const { t } = useTranslation('api-keys');
  const create = useCreateApiKey();
  const form = useForm<Values>({ defaultValues: { name: '', access: '' } });
  const { errors } = form.formState;
  const { onSubmit, failure } = submitWithFieldErrors(form, {
    fields,
    error: create.error,
    save: ({ name, access }) =>
      create.mutateAsync({ name: name.trim(), access: access as ApiKeyAccess }).then((created) => {
        onCreated(created);
        return created;
      }),
    onSaved: () => {
      form.reset();
      create.reset();
    },
  });

  return (
    <Form onSubmit={onSubmit} noValidate aria-label={t('apiKeys.createTitle')}>
      {failure && (
        <Alert tone="danger" role="alert">
          {t('apiKeys.createFailed', { message: failure })}
        </Alert>
      )}
      <Row>
        <Field label={t('apiKeys.nameLabel')} hint={t('apiKeys.nameHint')} error={errors.name?.message} required>
          <Input
            autoComplete="off"
            maxLength={API_KEY_NAME_MAX + 20}
            placeholder={t('apiKeys.namePlaceholder')}
            {...form.register('name', {
              validate: (name) =>
                !name.trim()
                  ? t('apiKeys.errors.nameRequired')
                  : name.trim().length > API_KEY_NAME_MAX
                    ? t('apiKeys.errors.nameTooLong', { max: API_KEY_NAME_MAX })
                    : true,
            })}
          />
        </Field>
        <Field label={t('apiKeys.accessLabel')} error={errors.access?.message} required>
          <Controller
            control={form.control}
            name="access"
            rules={{ validate: (access) => Boolean(access) || t('apiKeys.errors.accessRequired') }}
            render={({ field }) => (
              <Select
                options={apiKeyAccessLevels.map((level) => ({ value: level, label: t(`apiKeys.access.${level}`) }))}
                placeholder={t('apiKeys.accessPlaceholder')}
                value={field.value}
                onValueChange={field.onChange}
              />
            )}
          />
        </Field>
        <Submit>
          <Button type="submit" loading={create.isPending} startIcon={<KeyRound aria-hidden />}>
            {t('apiKeys.create')}
          </Button>
        </Submit>
      </Row>
    </Form>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert } from '@/ui/alert/Alert';
import { Button } from '@/ui/button/Button';

export const Grid = styled.div`
  display: grid;
  gap: var(--space-4) var(--space-5);
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
`;

const Form = styled.form`
  display: grid;
  gap: var(--space-5);
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-3);
`;

type Props = {
  label: string;
  onSubmit: () => void;
  onDiscard: () => void;
  saving: boolean;
  dirty: boolean;
  /** A save that failed for a reason the fields cannot show. */
  failed: boolean;
  children: ReactNode;
};

/** One section's form: its fields, Save and Discard, and a message when the save failed (the values stay). */
export function SettingsForm({ label, onSubmit, onDiscard, saving, dirty, failed, children }: Props) {
  const { t } = useTranslation('account-settings');
  return (
    <Form
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {failed ? (
        <Alert tone="danger" role="alert">
          {t('settings.saveError')}
        </Alert>
      ) : null}
      {children}
      <Actions>
        <Button type="submit" loading={saving}>
          {t('settings.save')}
        </Button>
        <Button type="button" variant="outline" tone="secondary" disabled={!dirty || saving} onClick={onDiscard}>
          {t('settings.discard')}
        </Button>
      </Actions>
    </Form>
  );
}

import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFieldMessage } from '@/lib/fieldErrors';
import { Alert } from '@/ui/alert/Alert';
import { Button } from '@/ui/button/Button';
import { Offcanvas } from '@/ui/offcanvas/Offcanvas';

const Form = styled.form`
  display: grid;
  gap: var(--space-4);
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-3);
`;

/** A form's message: a key of ours (`invoices.errors.required`) translated, or the server's text as it came. */
export const useMessage = () => useFieldMessage('invoices', 'invoices');

type Props = {
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Why a save failed when no field explains it. */
  failure: string | undefined;
  submitLabel: string;
  pending: boolean;
  children: ReactNode;
};

/** A side panel holding a form: its fields, a failure no field explains, submit and cancel. */
export function DrawerForm({ title, open, onOpenChange, onSubmit, failure, submitLabel, pending, children }: Props) {
  const { t } = useTranslation('invoices');
  return (
    <Offcanvas title={title} open={open} onOpenChange={onOpenChange}>
      <Form onSubmit={onSubmit} aria-label={title} noValidate>
        {failure && (
          <Alert role="alert" tone="danger">
            {t('invoices.saveFailed', { message: failure })}
          </Alert>
        )}
        {children}
        <Actions>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
          <Button type="button" variant="outline" tone="secondary" onClick={() => onOpenChange(false)}>
            {t('invoices.cancel')}
          </Button>
        </Actions>
      </Form>
    </Offcanvas>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/ui/toast/toast';
import styled from 'styled-components';
import { ApiError } from '@/lib/api/client';
import type { Permission } from '@/lib/api/schemas/permissions';
import { Alert } from '@/ui/alert/Alert';
import { Button } from '@/ui/button/Button';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { Modal, ModalClose } from '@/ui/modal/Modal';
import { useAddPermission, useRenamePermission } from '../api/permissions';

const Form = styled.form`
  display: grid;
  gap: var(--space-4);
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: var(--space-2);
`;

type Props = {
  /** Add a permission, or rename this one. */
  editing: Permission | 'new' | null;
  onClose: () => void;
};

/**
 * Names a new permission or renames one. The name is checked here (given, at most 60 characters) and
 * by the server (unique); a rejected name stays in the box with the reason under it.
 */
export function PermissionNameDialog({ editing, onClose }: Props) {
  const { t } = useTranslation();
  const isNew = editing === 'new';
  return (
    <Modal
      open={editing != null}
      onOpenChange={(open) => !open && onClose()}
      title={isNew ? t('permissions.addTitle') : t('permissions.renameTitle')}
      description={isNew ? t('permissions.addText') : t('permissions.renameText')}
    >
      {/* Keyed by what is edited, so each opening starts from that permission's name. */}
      {editing != null && (
        <NameForm key={isNew ? 'new' : editing.id} permission={isNew ? null : editing} onDone={onClose} />
      )}
    </Modal>
  );
}

function NameForm({ permission, onDone }: { permission: Permission | null; onDone: () => void }) {
  const { t } = useTranslation();
  const add = useAddPermission();
  const rename = useRenamePermission();
  const mutation = permission ? rename : add;
  const [name, setName] = useState(permission?.name ?? '');
  const [problem, setProblem] = useState<string>();

  const submit = async () => {
    const trimmed = name.trim();
    if (!trimmed) return setProblem(t('permissions.errors.required'));
    if (trimmed.length > 60) return setProblem(t('permissions.errors.tooLong'));
    setProblem(undefined);
    try {
      if (permission) await rename.mutateAsync({ id: permission.id, name: trimmed });
      else await add.mutateAsync(trimmed);
      toast.success(
        permission ? t('permissions.renamed', { name: trimmed }) : t('permissions.added', { name: trimmed }),
      );
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.name) setProblem(error.fieldErrors.name);
    }
  };

  const failed = mutation.isError && !(mutation.error instanceof ApiError && mutation.error.fieldErrors.name);
  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {failed ? (
        <Alert tone="danger" role="alert">
          {t('permissions.saveFailed', { message: mutation.error?.message })}
        </Alert>
      ) : null}
      <Field label={t('permissions.nameLabel')} error={problem} required>
        <Input value={name} maxLength={80} autoComplete="off" onChange={(event) => setName(event.target.value)} />
      </Field>
      <Actions>
        <ModalClose asChild>
          <Button type="button" variant="outline" tone="secondary">
            {t('permissions.cancel')}
          </Button>
        </ModalClose>
        <Button type="submit" loading={mutation.isPending}>
          {permission ? t('permissions.submitRename') : t('permissions.submitAdd')}
        </Button>
      </Actions>
    </Form>
  );
}

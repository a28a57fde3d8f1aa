import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Permission } from '@/lib/api/schemas/permissions';
import { submitWithFieldErrors } from '@/lib/fieldErrors';
import { DialogForm } from '@/ui/modal/DialogForm';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { Modal } from '@/ui/modal/Modal';
import { toast } from '@/ui/toast/toast';
import { useAddPermission, useRenamePermission } from '../api/permissions';

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
  const { t } = useTranslation('permissions');
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

type Values = { name: string };
const fields = ['name'] as const;

function NameForm({ permission, onDone }: { permission: Permission | null; onDone: () => void }) {
  const { t } = useTranslation('permissions');
  const add = useAddPermission();
  const rename = useRenamePermission();
  const mutation = permission ? rename : add;
  const form = useForm<Values>({ defaultValues: { name: permission?.name ?? '' } });
  const { onSubmit, failure } = submitWithFieldErrors(form, {
    fields,
    error: mutation.error,
    save: ({ name }) =>
      permission ? rename.mutateAsync({ id: permission.id, name: name.trim() }) : add.mutateAsync(name.trim()),
    onSaved: ({ name }) => {
      const saved = { name: name.trim() };
      toast.success(permission ? t('permissions.renamed', saved) : t('permissions.added', saved));
      onDone();
    },
  });

  return (
    <DialogForm
      onSubmit={onSubmit}
      failure={failure && t('permissions.saveFailed', { message: failure })}
      cancelLabel={t('permissions.cancel')}
      submitLabel={permission ? t('permissions.submitRename') : t('permissions.submitAdd')}
      pending={mutation.isPending}
    >
      <Field label={t('permissions.nameLabel')} error={form.formState.errors.name?.message} required>
        <Input
          maxLength={80}
          autoComplete="off"
          {...form.register('name', {
            validate: (name) =>
              !name.trim()
                ? t('permissions.errors.required')
                : name.trim().length > 60
                  ? t('permissions.errors.tooLong')
                  : true,
          })}
        />
      </Field>
    </DialogForm>
  );
}

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { RoleBadge } from '@/lib/auth/RoleBadge';
import type { Role } from '@/lib/api/schemas/roles';
import { submitWithFieldErrors } from '@/lib/fieldErrors';
import { LoadError, LoadingStatus } from '@/lib/query/QueryStates';
import { Checkbox } from '@/ui/checkbox/Checkbox';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { DialogForm } from '@/ui/modal/DialogForm';
import { Modal } from '@/ui/modal/Modal';
import { Table, TableContainer, TBody, THead } from '@/ui/table/Table';
import { toast } from '@/ui/toast/toast';
import { useAllPermissions, useSaveRole } from '../api/roles';

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-1);
`;

const slug = /^[a-z][a-z0-9-]{1,29}$/;

type Values = { name: string };
const fields = ['name'] as const;

type Props = { editing: Role | 'new' | null; onClose: () => void };

/** Adds a role or edits one: its name and, in a matrix of every permission, what it may do. */
export function RoleDialog({ editing, onClose }: Props) {
  const { t } = useTranslation('roles');
  const isNew = editing === 'new';
  const name = editing && !isNew ? t(`roleName.${editing.name}`, { defaultValue: editing.name }) : '';
  return (
    <Modal
      open={editing != null}
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      title={isNew ? t('roles.addTitle') : t('roles.editTitle', { role: name })}
      description={t('roles.dialogText')}
    >
      {editing != null && <RoleForm key={isNew ? 'new' : editing.id} role={isNew ? null : editing} onDone={onClose} />}
    </Modal>
  );
}

function RoleForm({ role, onDone }: { role: Role | null; onDone: () => void }) {
  const { t } = useTranslation('roles');
  const all = useAllPermissions();
  const save = useSaveRole();
  const form = useForm<Values>({ defaultValues: { name: role?.name ?? '' } });
  const [granted, setGranted] = useState(() => new Set(role?.permissionIds ?? []));
  const permissions = all.data ?? [];
  const allChecked = permissions.length > 0 && permissions.every((p) => granted.has(p.id));

  const toggle = (id: number, on: boolean) =>
    setGranted((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const { onSubmit, failure } = submitWithFieldErrors(form, {
    fields,
    error: save.error,
    save: ({ name }) =>
      save.mutateAsync({ id: role?.id, name: name.trim(), permissionIds: [...granted].sort((a, b) => a - b) }),
    onSaved: ({ name }) => {
      const saved = { role: name.trim() };
      toast.success(role ? t('roles.saved', saved) : t('roles.added', saved));
      onDone();
    },
  });

  return (
    <DialogForm
      onSubmit={onSubmit}
      failure={failure && t('roles.saveFailed', { message: failure })}
      cancelLabel={t('roles.cancel')}
      submitLabel={role ? t('roles.submitSave') : t('roles.submitAdd')}
      pending={save.isPending}
      canSubmit={all.isSuccess}
      gap={5}
    >
      <Field
        label={t('roles.nameLabel')}
        hint={t('roles.nameHint')}
        error={form.formState.errors.name?.message}
        required
      >
        <Input
          autoComplete="off"
          maxLength={40}
          {...form.register('name', { validate: (name) => slug.test(name.trim()) || t('roles.errors.name') })}
        />
      </Field>
      {all.isError ? (
        <LoadError title={t('roles.permissionsLoadError')} query={all} />
      ) : all.isPending ? (
        <LoadingStatus />
      ) : (
        <TableContainer>
          <Table aria-label={t('roles.matrix')}>
            <THead>
              <tr>
                <th scope="col">{t('roles.permissionColumn')}</th>
                <th scope="col">
                  <Checkbox
                    label={t('roles.selectAll')}
                    checked={allChecked}
                    onCheckedChange={(on) =>
                      setGranted(on === true ? new Set(permissions.map((p) => p.id)) : new Set())
                    }
                  />
                </th>
                <th scope="col">{t('roles.alsoHeldBy')}</th>
              </tr>
            </THead>
            <TBody>
              {permissions.map((permission) => (
                <tr key={permission.id}>
                  <th scope="row">{permission.name}</th>
                  <td>
                    <Checkbox
                      hideLabel
                      label={t('roles.grant', { permission: permission.name })}
                      checked={granted.has(permission.id)}
                      onCheckedChange={(on) => toggle(permission.id, on === true)}
                    />
                  </td>
                  <td>
                    <Badges>
                      {permission.assignedTo
                        .filter((r) => r !== role?.name)
                        .map((r) => (
                          <RoleBadge key={r} role={r} />
                        ))}
                    </Badges>
                  </td>
                </tr>
              ))}
            </TBody>
          </Table>
        </TableContainer>
      )}
    </DialogForm>
  );
}

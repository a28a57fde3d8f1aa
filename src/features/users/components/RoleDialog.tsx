import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/ui/toast/toast';
import styled from 'styled-components';
import { ApiError } from '@/lib/api/client';
import { LoadError, LoadingStatus } from '@/lib/query/QueryStates';
import type { Permission } from '@/lib/api/schemas/permissions';
import type { Role } from '@/lib/api/schemas/roles';
import { Alert } from '@/ui/alert/Alert';
import { Button } from '@/ui/button/Button';
import { Checkbox } from '@/ui/checkbox/Checkbox';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { Modal, ModalClose } from '@/ui/modal/Modal';
import { Table, TableContainer, TBody, THead } from '@/ui/table/Table';
import { usePermissions } from '../api/permissions';
import { useSaveRole } from '../api/roles';
import { RoleBadge } from './RoleBadge';

const Form = styled.form`
  display: grid;
  gap: var(--space-5);
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-1);
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: var(--space-2);
`;

const slug = /^[a-z][a-z0-9-]{1,29}$/;

type Props = { editing: Role | 'new' | null; onClose: () => void };

/** Adds a role or edits one: its name and, in a matrix of every permission, what it may do. */
export function RoleDialog({ editing, onClose }: Props) {
  const { t } = useTranslation();
  const isNew = editing === 'new';
  const name = editing && !isNew ? t(`roles.name.${editing.name}`, { defaultValue: editing.name }) : '';
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
  const { t } = useTranslation();
  // Every permission (allData), for the matrix.
  const all = usePermissions({ q: '', page: 1, perPage: 10 });
  const save = useSaveRole();
  const [name, setName] = useState(role?.name ?? '');
  const [granted, setGranted] = useState(() => new Set(role?.permissionIds ?? []));
  const [problem, setProblem] = useState<string>();
  const permissions: Permission[] = all.data?.allData ?? [];
  const allChecked = permissions.length > 0 && permissions.every((p) => granted.has(p.id));

  const toggle = (id: number, on: boolean) =>
    setGranted((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const submit = async () => {
    const trimmed = name.trim();
    if (!slug.test(trimmed)) return setProblem(t('roles.errors.name'));
    setProblem(undefined);
    try {
      await save.mutateAsync({ id: role?.id, name: trimmed, permissionIds: [...granted].sort((a, b) => a - b) });
      toast.success(role ? t('roles.saved', { role: trimmed }) : t('roles.added', { role: trimmed }));
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.name) setProblem(error.fieldErrors.name);
    }
  };
  const failed = save.isError && !(save.error instanceof ApiError && save.error.fieldErrors.name);

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
          {t('roles.saveFailed', { message: save.error?.message })}
        </Alert>
      ) : null}
      <Field label={t('roles.nameLabel')} hint={t('roles.nameHint')} error={problem} required>
        <Input value={name} autoComplete="off" maxLength={40} onChange={(event) => setName(event.target.value)} />
      </Field>
      {all.isError ? (
        <LoadError title={t('permissions.loadError')} query={all} />
      ) : all.isPending ? (
        <LoadingStatus />
      ) : (
        <TableContainer>
          <Table aria-label={t('roles.matrix')}>
            <THead>
              <tr>
                <th scope="col">{t('permissions.column.name')}</th>
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
      <Actions>
        <ModalClose asChild>
          <Button type="button" variant="outline" tone="secondary">
            {t('roles.cancel')}
          </Button>
        </ModalClose>
        <Button type="submit" loading={save.isPending} disabled={!all.isSuccess}>
          {role ? t('roles.submitSave') : t('roles.submitAdd')}
        </Button>
      </Actions>
    </Form>
  );
}

import { useTranslation } from 'react-i18next';
import { toast } from '@/ui/toast/toast';
import type { Permission } from '@/lib/api/schemas/permissions';
import { ConfirmDialog } from '@/ui/modal/ConfirmDialog';
import { useDeletePermission } from '../api/permissions';

type Props = { permission: Permission | null; onClose: () => void };

/** Asks before deleting a permission (it is removed from every role). */
export function DeletePermissionDialog({ permission, onClose }: Props) {
  const { t } = useTranslation('permissions');
  const remove = useDeletePermission();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={permission != null}
      onOpenChange={(open) => !open && close()}
      title={t('permissions.deleteTitle')}
      description={permission ? t('permissions.deleteText', { name: permission.name }) : undefined}
      confirmLabel={t('permissions.confirmDelete')}
      cancelLabel={t('permissions.cancel')}
      pending={remove.isPending}
      error={remove.isError ? t('permissions.deleteFailed', { message: remove.error.message }) : undefined}
      onConfirm={() =>
        permission &&
        remove.mutate(permission.id, {
          onSuccess: () => {
            toast.success(t('permissions.deleted', { name: permission.name }));
            close();
          },
        })
      }
    />
  );
}

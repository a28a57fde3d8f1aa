import { useTranslation } from 'react-i18next';
import { toast } from '@/ui/toast/toast';
import type { ManagedUser } from '@/lib/api/schemas/users';
import { ConfirmDialog } from '@/ui/modal/ConfirmDialog';
import { useDeleteUser } from '../api/users';

type Props = { user: ManagedUser | null; onClose: () => void };

/** Asks before deleting; on success the lists reload and a toast confirms, on failure it says why. */
export function DeleteUserDialog({ user, onClose }: Props) {
  const { t } = useTranslation('users');
  const remove = useDeleteUser();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={user != null}
      onOpenChange={(open) => !open && close()}
      title={t('users.deleteTitle')}
      description={user ? t('users.deleteText', { name: user.fullName }) : undefined}
      confirmLabel={t('users.confirmDelete')}
      cancelLabel={t('users.cancel')}
      pending={remove.isPending}
      error={remove.isError ? t('users.deleteFailed', { message: remove.error.message }) : undefined}
      onConfirm={() =>
        user &&
        remove.mutate(user.id, {
          onSuccess: () => {
            toast.success(t('users.deleted', { name: user.fullName }));
            close();
          },
        })
      }
    />
  );
}

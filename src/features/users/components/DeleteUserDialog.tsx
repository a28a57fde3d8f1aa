import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { ManagedUser } from '@/lib/api/schemas/users';
import { Alert } from '@/ui/alert/Alert';
import { Button } from '@/ui/button/Button';
import { Modal, ModalClose } from '@/ui/modal/Modal';
import { useDeleteUser } from '../api/users';

type Props = { user: ManagedUser | null; onClose: () => void };

/** Asks before deleting; on success the lists reload and a toast confirms, on failure it says why. */
export function DeleteUserDialog({ user, onClose }: Props) {
  const { t } = useTranslation();
  const remove = useDeleteUser();
  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = async () => {
    if (!user) return;
    try {
      await remove.mutateAsync(user.id);
      toast.success(t('users.deleted', { name: user.fullName }));
      close();
    } catch {
      // The dialog stays open with the error below.
    }
  };
  return (
    <Modal
      open={user != null}
      onOpenChange={(open) => !open && close()}
      size="sm"
      title={t('users.deleteTitle')}
      description={user ? t('users.deleteText', { name: user.fullName }) : undefined}
      footer={
        <>
          <ModalClose asChild>
            <Button variant="outline" tone="secondary">
              {t('users.cancel')}
            </Button>
          </ModalClose>
          <Button tone="danger" loading={remove.isPending} onClick={() => void confirm()}>
            {t('users.confirmDelete')}
          </Button>
        </>
      }
    >
      {remove.isError ? (
        <Alert tone="danger" role="alert">
          {t('users.deleteFailed', { message: remove.error.message })}
        </Alert>
      ) : null}
    </Modal>
  );
}

import { useTranslation } from 'react-i18next';
import type { Invoice } from '@/lib/api/schemas/invoices';
import { ConfirmDialog } from '@/ui/modal/ConfirmDialog';
import { toast } from '@/ui/toast/toast';
import { useDeleteInvoice } from '../api/invoices';

type Props = { invoice: Invoice | null; onClose: () => void };

/** Asks before deleting; on success the list and counts reload and a toast confirms, on failure it says why. */
export function DeleteInvoiceDialog({ invoice, onClose }: Props) {
  const { t } = useTranslation('invoices');
  const remove = useDeleteInvoice();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={invoice != null}
      onOpenChange={(open) => !open && close()}
      title={t('invoices.deleteTitle')}
      description={invoice ? t('invoices.deleteText', { id: invoice.id, name: invoice.client.name }) : undefined}
      confirmLabel={t('invoices.confirmDelete')}
      cancelLabel={t('invoices.cancel')}
      pending={remove.isPending}
      error={remove.isError ? t('invoices.deleteFailed', { message: remove.error.message }) : undefined}
      onConfirm={() =>
        invoice &&
        remove.mutate(invoice.id, {
          onSuccess: () => {
            toast.success(t('invoices.deleted', { id: invoice.id }));
            close();
          },
        })
      }
    />
  );
}

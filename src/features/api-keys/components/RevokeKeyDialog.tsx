import { useTranslation } from 'react-i18next';
import type { ApiKey } from '@/lib/api/schemas/apiKeys';
import { ConfirmDialog } from '@/ui/modal/ConfirmDialog';
import { toast } from '@/ui/toast/toast';
import { useRevokeApiKey } from '../api/apiKeys';

type Props = { apiKey: ApiKey | null; onClose: () => void };

/** Asks before revoking a key: whatever uses it stops working at once, and it cannot be undone. */
export function RevokeKeyDialog({ apiKey, onClose }: Props) {
  const { t } = useTranslation('api-keys');
  const revoke = useRevokeApiKey();
  const close = () => {
    revoke.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={apiKey != null}
      onOpenChange={(open) => !open && close()}
      tone="danger"
      title={t('apiKeys.revokeTitle')}
      description={apiKey ? t('apiKeys.revokeText', { name: apiKey.name }) : undefined}
      confirmLabel={t('apiKeys.confirmRevoke')}
      cancelLabel={t('apiKeys.cancel')}
      pending={revoke.isPending}
      error={revoke.isError ? t('apiKeys.revokeFailed', { message: revoke.error.message }) : undefined}
      onConfirm={() =>
        apiKey &&
        revoke.mutate(apiKey.id, {
          onSuccess: () => {
            toast.success(t('apiKeys.revoked', { name: apiKey.name }));
            close();
          },
        })
      }
    />
  );
}

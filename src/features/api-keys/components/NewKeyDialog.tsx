import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CreatedApiKey } from '@/lib/api/schemas/apiKeys';
import { Alert } from '@/ui/alert/Alert';
import { Button } from '@/ui/button/Button';
import { CopyButton } from '@/ui/copy-button/CopyButton';
import { Modal, ModalClose } from '@/ui/modal/Modal';
import { toast } from '@/ui/toast/toast';

const Secret = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-3);
  margin-block-start: var(--space-4);
  padding: var(--space-3) var(--space-4);
  border: 1px dashed var(--c-border);
  border-radius: var(--radius-md);
  background: var(--c-body);
`;

const Code = styled.code`
  flex: 1 1 16rem;
  min-inline-size: 0;
  font-family: var(--font-mono);
  font-size: var(--fs-sm);
  color: var(--c-heading);
  overflow-wrap: anywhere;
  /* A person who cannot use the clipboard selects it whole with one click. */
  user-select: all;
`;

type Props = { created: CreatedApiKey | null; onClose: () => void };

/**
 * The new key's secret, shown this once (the server keeps only its last four characters): a copy
 * button that takes the focus, and a warning that closing forgets it.
 */
export function NewKeyDialog({ created, onClose }: Props) {
  const { t } = useTranslation('api-keys');
  return (
    <Modal
      open={created != null}
      onOpenChange={(open) => !open && onClose()}
      title={t('apiKeys.newKeyTitle', { name: created?.key.name ?? '' })}
      description={t('apiKeys.newKeyText')}
      footer={
        <ModalClose asChild>
          <Button>{t('apiKeys.done')}</Button>
        </ModalClose>
      }
    >
      {created && (
        <>
          <Alert tone="warning" role="note">
            {t('apiKeys.onlyOnce')}
          </Alert>
          <Secret>
            <Code>{created.secret}</Code>
            <CopyButton
              text={created.secret}
              tone="primary"
              data-autofocus
              onCopy={(copied) => !copied && toast.error(t('apiKeys.copyFailed'))}
            >
              {t('apiKeys.copy')}
            </CopyButton>
          </Secret>
        </>
      )}
    </Modal>
  );
}

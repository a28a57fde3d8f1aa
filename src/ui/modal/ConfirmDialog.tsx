import type { ReactNode } from 'react';
import { Alert } from '../alert/Alert';
import { Button } from '../button/Button';
import type { Tone } from '../theme/tokens';
import { Modal, ModalClose } from './Modal';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  onConfirm: () => void;
  /** The action is on its way: the confirm button spins and takes no second click. */
  pending?: boolean;
  /** Why the action failed; the dialog stays open so it can be tried again. */
  error?: ReactNode;
  tone?: Tone;
};

/**
 * Asks before an action that cannot be undone (a delete): Cancel takes the focus first, and on
 * close the focus goes back to what opened it.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  pending = false,
  error,
  tone = 'danger',
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={title}
      description={description}
      footer={
        <>
          <ModalClose asChild>
            <Button variant="outline" tone="secondary" data-autofocus>
              {cancelLabel}
            </Button>
          </ModalClose>
          <Button tone={tone} loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {error ? (
        <Alert tone="danger" role="alert">
          {error}
        </Alert>
      ) : null}
    </Modal>
  );
}

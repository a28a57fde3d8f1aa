import { RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/ui/button/Button';
import { ConfirmDialog } from '@/ui/modal/ConfirmDialog';

/**
 * `ConfirmDialog` asks before an action that cannot be undone. Cancel has the focus first, so Enter
 * does no harm; while the request runs the Delete button spins and the dialog stays open.
 */
export default function ConfirmDelete() {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [deleted, setDeleted] = useState(false);

  const remove = () => {
    setPending(true);
    // Stands in for the request a real page would send.
    setTimeout(() => {
      setPending(false);
      setDeleted(true);
      setOpen(false);
    }, 1000);
  };

  return (
    <div style={{ display: 'grid', justifyItems: 'start', gap: '0.75rem' }}>
      {deleted ? (
        <Button variant="outline" startIcon={<RotateCcw aria-hidden />} onClick={() => setDeleted(false)}>
          Restore invoice #4987
        </Button>
      ) : (
        <Button variant="outline" tone="danger" startIcon={<Trash2 aria-hidden />} onClick={() => setOpen(true)}>
          Delete invoice #4987
        </Button>
      )}
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => !pending && setOpen(next)}
        title="Delete invoice #4987?"
        description="The invoice and its payments are removed for good."
        confirmLabel="Delete"
        cancelLabel="Cancel"
        onConfirm={remove}
        pending={pending}
      />
      <p role="status" style={{ margin: 0 }}>
        {deleted ? 'Invoice #4987 deleted.' : 'Invoice #4987 is in the list.'}
      </p>
    </div>
  );
}

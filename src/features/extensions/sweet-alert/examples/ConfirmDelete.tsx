import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useAlertDialog } from '@/ui/alert-dialog/useAlertDialog';
import { Button } from '@/ui/button/Button';

/**
 * `ask` opens the dialog and resolves with the answer. Cancel has the focus first, so Enter never
 * deletes by accident; the focus comes back to the button afterwards.
 */
export default function ConfirmDelete() {
  const { ask, dialog } = useAlertDialog();
  const [status, setStatus] = useState('The file is still there.');

  const remove = async () => {
    const answer = await ask({
      tone: 'warning',
      title: 'Delete “Budget 2027.xlsx”?',
      text: 'It goes to the bin, where it stays for 30 days.',
      confirmLabel: 'Delete',
      confirmTone: 'danger',
      cancelLabel: true,
    });
    if (!answer.confirmed) return setStatus('Kept: nothing was deleted.');
    setStatus('Deleted.');
    await ask({ tone: 'success', title: 'Deleted', text: 'The file is in the bin.' });
  };

  return (
    <div style={{ display: 'grid', justifyItems: 'start', gap: '0.75rem' }}>
      <Button tone="danger" variant="outline" startIcon={<Trash2 aria-hidden />} onClick={() => void remove()}>
        Delete file
      </Button>
      <p role="status" style={{ margin: 0 }}>
        {status}
      </p>
      {dialog}
    </div>
  );
}

import { Download } from 'lucide-react';
import { Button } from '@/ui/button/Button';
import { toast } from '@/ui/toast/toast';

const files = ['invoices.csv', 'clients.csv', 'payments.csv'];
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One toast for a whole job: raised with our own `toastId`, then `toast.update` changes its text,
 * its `progress` (a bar we drive; at 1 the toast closes, so it stays under until the end) and
 * finally its type, in place rather than stacking.
 */
export default function UpdateInPlace() {
  const exportAll = async () => {
    const toastId = `export-${Date.now()}`;
    toast('Preparing the export…', { toastId, progress: 0, autoClose: false, closeButton: false });
    for (const [index, file] of files.entries()) {
      await wait(700);
      toast.update(toastId, {
        render: `Exported ${file} (${index + 1} of ${files.length})`,
        progress: (index + 1) / (files.length + 1),
      });
    }
    await wait(400);
    toast.update(toastId, {
      render: 'Export ready: 3 files.',
      type: 'success',
      progress: undefined,
      autoClose: 4000,
      closeButton: true,
    });
  };
  return (
    <Button startIcon={<Download aria-hidden />} onClick={() => void exportAll()}>
      Export all
    </Button>
  );
}

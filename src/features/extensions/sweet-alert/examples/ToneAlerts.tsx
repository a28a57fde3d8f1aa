import type { AlertDialogOptions } from '@/ui/alert-dialog/AlertDialog';
import { useAlertDialog } from '@/ui/alert-dialog/useAlertDialog';
import { Button } from '@/ui/button/Button';

const alerts: (AlertDialogOptions & { button: string })[] = [
  { button: 'Success', tone: 'success', title: 'Payment received', text: 'Invoice #4987 is paid.' },
  { button: 'Error', tone: 'error', title: 'Upload failed', text: 'The file is larger than 10 MB.' },
  { button: 'Warning', tone: 'warning', title: 'Storage almost full', text: '92% of 200 GB used.' },
  { button: 'Info', tone: 'info', title: 'New version', text: 'Version 2.4 is out: read what changed.' },
  { button: 'Question', tone: 'question', title: 'Need a hand?', text: 'Our team answers within the hour.' },
];

/**
 * `tone` picks the picture drawn as the dialog opens: a check, a cross, "!", "i" or "?". With
 * reduced motion it is drawn at once. The title says the same thing in words.
 */
export default function ToneAlerts() {
  const { ask, dialog } = useAlertDialog();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      {alerts.map(({ button, ...options }) => (
        <Button key={button} variant="tint" onClick={() => void ask(options)}>
          {button}
        </Button>
      ))}
      {dialog}
    </div>
  );
}

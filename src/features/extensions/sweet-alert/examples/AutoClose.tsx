import { useState } from 'react';
import { useAlertDialog } from '@/ui/alert-dialog/useAlertDialog';
import { Button } from '@/ui/button/Button';

/**
 * `timer` closes the dialog by itself after so many milliseconds; the countdown and its bar show
 * what is left, and OK or Escape closes it sooner. The answer says which happened.
 */
export default function AutoClose() {
  const { ask, dialog } = useAlertDialog();
  const [status, setStatus] = useState('');

  const save = async () => {
    const answer = await ask({ tone: 'success', title: 'Settings saved', timer: 3000 });
    setStatus(!answer.confirmed && answer.reason === 'timer' ? 'Closed by the timer.' : 'Closed by you.');
  };

  return (
    <div style={{ display: 'grid', justifyItems: 'start', gap: '0.75rem' }}>
      <Button onClick={() => void save()}>Save settings</Button>
      <p role="status" style={{ margin: 0 }}>
        {status}
      </p>
      {dialog}
    </div>
  );
}

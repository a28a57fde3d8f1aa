import { useState } from 'react';
import { useAlertDialog } from '@/ui/alert-dialog/useAlertDialog';
import { Button } from '@/ui/button/Button';
import { Switch } from '@/ui/switch/Switch';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `onConfirm` may return a promise: the button is busy until it settles and the dialog cannot be
 * dismissed meanwhile. A rejection shows its message in the dialog, to try again or cancel.
 */
export default function AsyncConfirm() {
  const { ask, dialog } = useAlertDialog();
  const [failing, setFailing] = useState(true);
  const [status, setStatus] = useState('The invoice is not sent.');

  const send = async () => {
    const answer = await ask({
      tone: 'info',
      title: 'Send invoice #4987?',
      text: 'Ana Costa receives it by email.',
      confirmLabel: 'Send',
      cancelLabel: true,
      onConfirm: async () => {
        await wait(1200);
        if (failing) throw new Error('The mail server did not answer. Try again.');
      },
    });
    setStatus(answer.confirmed ? 'Sent to Ana Costa.' : 'Not sent.');
  };

  return (
    <div style={{ display: 'grid', justifyItems: 'start', gap: '0.75rem' }}>
      <Switch label="The server fails" checked={failing} onCheckedChange={setFailing} />
      <Button onClick={() => void send()}>Send invoice</Button>
      <p role="status" style={{ margin: 0 }}>
        {status}
      </p>
      {dialog}
    </div>
  );
}

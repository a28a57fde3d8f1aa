import { Smartphone } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/ui/button/Button';
import { toast } from '@/ui/toast/toast';

/**
 * A toast that asks: two buttons, no timer (`autoClose: false`) and no close button, so it waits for
 * an answer. Alt+T reaches it from the keyboard; answering gives the focus back.
 */
export default function ActionButtons() {
  const [answer, setAnswer] = useState('No call yet.');
  const ring = useRef<HTMLButtonElement>(null);
  const call = () =>
    toast(
      ({ closeToast }) => {
        const reply = (text: string) => () => {
          setAnswer(text);
          closeToast();
          ring.current?.focus();
        };
        return (
          <div style={{ display: 'grid', gap: '0.5rem', inlineSize: '100%' }}>
            <strong>Ana Costa is calling</strong>
            <div style={{ display: 'flex', gap: '0.5rem' }}>
              <Button size="sm" tone="success" onClick={reply('You joined the call.')}>
                Join
              </Button>
              <Button size="sm" variant="outline" tone="secondary" onClick={reply('You declined the call.')}>
                Decline
              </Button>
            </div>
          </div>
        );
      },
      { autoClose: false, closeButton: false, icon: <Smartphone aria-hidden /> },
    );
  return (
    <div style={{ display: 'grid', justifyItems: 'start', gap: '0.75rem' }}>
      <Button ref={ring} onClick={call}>
        Ring me
      </Button>
      <p role="status" style={{ margin: 0 }}>
        {answer}
      </p>
    </div>
  );
}

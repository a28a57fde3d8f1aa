import { Bell } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/ui/button/Button';
import { toast } from '@/ui/toast/toast';

/**
 * Toasts stack with the newest on top. `toast.dismiss()` closes every one at once; given the
 * `toastId` a toast was raised with, it closes that one only.
 */
export default function DismissAll() {
  const count = useRef(0);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
      <Button startIcon={<Bell aria-hidden />} onClick={() => toast(`Notification ${++count.current}`)}>
        Notify
      </Button>
      <Button variant="outline" tone="secondary" onClick={() => toast.dismiss()}>
        Dismiss all
      </Button>
    </div>
  );
}

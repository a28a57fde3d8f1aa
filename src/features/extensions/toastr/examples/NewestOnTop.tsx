import { useRef } from 'react';
import { Button } from '@/ui/button/Button';
import { toast } from '@/ui/toast/toast';

/**
 * Order is the container's `newestOnTop`, set once for the app (the kit's toast area): a new toast
 * pushes the older ones down. Each toast here closes after its own `autoClose`, the oldest first.
 */
export default function NewestOnTop() {
  const count = useRef(0);
  const raise = () => {
    count.current += 1;
    toast.info(`Message ${count.current}`, { autoClose: 4000 + count.current * 500 });
  };
  return (
    <Button variant="tint" onClick={raise}>
      Add a message
    </Button>
  );
}

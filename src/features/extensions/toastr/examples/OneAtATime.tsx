import { Button } from '@/ui/button/Button';
import { toast } from '@/ui/toast/toast';

const offline = 'connection-lost';

/**
 * A fixed `toastId` keeps a message to one toast however often it is raised: press twice, one toast.
 * `toast.dismiss(id)` closes that one; `toast.dismiss()` closes them all.
 */
export default function OneAtATime() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      <Button
        tone="warning"
        onClick={() =>
          toast.warning('You are offline. Changes are kept until you are back.', { toastId: offline, autoClose: false })
        }
      >
        Go offline
      </Button>
      <Button variant="outline" onClick={() => toast.dismiss(offline)}>
        Back online
      </Button>
      <Button variant="text" onClick={() => toast.dismiss()}>
        Dismiss all
      </Button>
    </div>
  );
}

import { Button } from '@/ui/button/Button';
import { toast } from '@/ui/toast/toast';

/**
 * `toast.success`, `toast.info`, `toast.warning` and `toast.error` each have their colour and icon;
 * `toast` alone is the neutral one. Every toast is announced by screen readers and closes by itself.
 */
export default function ToastTypes() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
      <Button tone="success" onClick={() => toast.success('Your changes were saved.')}>
        Success
      </Button>
      <Button tone="info" onClick={() => toast.info('A new version is available.')}>
        Info
      </Button>
      <Button tone="warning" onClick={() => toast.warning('Your trial ends in 3 days.')}>
        Warning
      </Button>
      <Button tone="danger" onClick={() => toast.error('The payment was declined.')}>
        Error
      </Button>
      <Button tone="secondary" variant="outline" onClick={() => toast('Ana joined the project.')}>
        Default
      </Button>
    </div>
  );
}

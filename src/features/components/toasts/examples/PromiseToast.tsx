import { Upload } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/ui/button/Button';
import { Switch } from '@/ui/switch/Switch';
import { toast } from '@/ui/toast/toast';

/**
 * `toast.promise` follows a request with one toast: a spinner while it runs, then success or error in
 * its place. The request here is simulated (1.5 s); the switch makes it fail.
 */
export default function PromiseToast() {
  const [fail, setFail] = useState(false);

  const upload = () => {
    const request = new Promise<void>((resolve, reject) => {
      setTimeout(() => (fail ? reject(new Error('The server is offline.')) : resolve()), 1500);
    });
    toast.promise(request, {
      pending: 'Uploading the report…',
      success: 'Report uploaded.',
      error: 'The upload failed. Try again.',
    });
  };

  return (
    <div style={{ display: 'grid', justifyItems: 'start', gap: '1rem' }}>
      <Switch label="Make the upload fail" checked={fail} onCheckedChange={setFail} />
      <Button startIcon={<Upload aria-hidden />} onClick={upload}>
        Upload report
      </Button>
    </div>
  );
}

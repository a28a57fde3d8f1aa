import { useEffect, useState } from 'react';
import { Button } from '@/ui/button/Button';

/**
 * A button's `loading`: it shows a spinner, keeps its width and focus, and ignores presses until the
 * work is done. The line under it says the result out loud (a live region).
 */
export default function ButtonLoading() {
  const [saving, setSaving] = useState(false);
  const [saves, setSaves] = useState(0);

  useEffect(() => {
    if (!saving) return;
    // Stands in for a request to the server.
    const timer = setTimeout(() => {
      setSaving(false);
      setSaves((count) => count + 1);
    }, 1200);
    return () => clearTimeout(timer);
  }, [saving]);

  return (
    <div style={{ display: 'grid', justifyItems: 'start', gap: '0.75rem' }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
        <Button loading={saving} onClick={() => setSaving(true)}>
          {saving ? 'Saving…' : 'Save changes'}
        </Button>
        <Button variant="outline" tone="secondary" loading>
          Exporting
        </Button>
      </div>
      <p role="status" style={{ margin: 0 }}>
        {saves > 0 ? `Saved ${saves} ${saves === 1 ? 'time' : 'times'}.` : 'Nothing saved yet.'}
      </p>
    </div>
  );
}

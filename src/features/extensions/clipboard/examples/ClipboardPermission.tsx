import { useState } from 'react';
import { Badge } from '@/ui/badge/Badge';
import { Button } from '@/ui/button/Button';

type State = PermissionState | 'unsupported' | 'not checked';
const tones = { granted: 'success', denied: 'danger', prompt: 'warning' } as const;

/**
 * Why a copy can fail: the Clipboard API needs a secure page (https) and, in some browsers, the
 * person's consent. `navigator.permissions` says where things stand before you try.
 */
export default function ClipboardPermission() {
  const [state, setState] = useState<State>('not checked');
  const check = async () => {
    try {
      const status = await navigator.permissions.query({ name: 'clipboard-write' as PermissionName });
      setState(status.state);
    } catch {
      setState('unsupported');
    }
  };
  return (
    <div style={{ display: 'grid', justifyItems: 'start', gap: '0.75rem' }}>
      <p style={{ margin: 0 }}>
        Secure page: <strong>{window.isSecureContext ? 'yes' : 'no'}</strong>. Clipboard API:{' '}
        <strong>{'clipboard' in navigator ? 'available' : 'missing'}</strong>.
      </p>
      <Button variant="outline" onClick={() => void check()}>
        Check the permission
      </Button>
      <p role="status" style={{ margin: 0 }}>
        Writing to the clipboard:{' '}
        <Badge tone={state in tones ? tones[state as keyof typeof tones] : 'secondary'}>{state}</Badge>
      </p>
    </div>
  );
}

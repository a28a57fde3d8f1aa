import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { BlockUi } from '@/ui/block-ui/BlockUi';
import { Button } from '@/ui/button/Button';
import { Switch } from '@/ui/switch/Switch';

/** The veil takes the corners of what it covers. */
const Panel = styled(BlockUi)`
  border: 1px solid var(--c-border);
  border-radius: var(--radius-md);
`;

/**
 * `blocking` covers the panel while it saves: a spinner says why, `aria-busy` tells screen readers to
 * wait, and nothing inside can be changed half-saved. The focus waits on the veil and returns to Save.
 */
export default function SaveCard() {
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (!saving) return;
    // Stands in for the request a real page would send.
    const timer = setTimeout(() => {
      setSaving(false);
      setSaved(true);
    }, 1500);
    return () => clearTimeout(timer);
  }, [saving]);
  return (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <Panel blocking={saving} label="Saving your settings">
        <div style={{ display: 'grid', justifyItems: 'start', gap: '1rem', padding: '1.25rem' }}>
          <Switch label="Email me about new invoices" defaultChecked />
          <Switch label="Email me a weekly summary" />
          <Button onClick={() => setSaving(true)}>Save</Button>
        </div>
      </Panel>
      <p role="status" style={{ margin: 0 }}>
        {saved ? 'Settings saved.' : 'Nothing saved yet.'}
      </p>
    </div>
  );
}

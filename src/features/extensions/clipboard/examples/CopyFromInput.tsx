import { useState } from 'react';
import { Alert } from '@/ui/alert/Alert';
import { CopyButton } from '@/ui/copy-button/CopyButton';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';

/**
 * The button copies whatever the field holds at the moment: edit the link, then copy it. The
 * outcome shows under the field, a success or the browser's reason for refusing.
 */
export default function CopyFromInput() {
  const [link, setLink] = useState('https://example.com/invite/7Qx2');
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  return (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <div style={{ display: 'flex', alignItems: 'flex-end', gap: '0.5rem' }}>
        <div style={{ flex: 1 }}>
          <Field label="Invite link">
            <Input value={link} onChange={(event) => setLink(event.target.value)} />
          </Field>
        </div>
        <CopyButton
          text={link}
          onCopy={(copied) => copied && setOutcome({ ok: true, text: `Copied: ${link}` })}
          onCopyError={(error) =>
            setOutcome({ ok: false, text: `Not copied: ${error instanceof Error ? error.message : 'refused'}` })
          }
        >
          Copy link
        </CopyButton>
      </div>
      {outcome ? (
        <Alert tone={outcome.ok ? 'success' : 'danger'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </Alert>
      ) : null}
    </div>
  );
}

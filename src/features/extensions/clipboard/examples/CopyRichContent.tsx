import { useState } from 'react';
import { Alert } from '@/ui/alert/Alert';
import { CopyButton } from '@/ui/copy-button/CopyButton';

const html =
  '<p><strong>Invoice #4987</strong> is due on <em>12 March</em>.</p>' +
  '<p><a href="https://example.com/pay/4987">Pay it online</a></p>';
const text = 'Invoice #4987 is due on 12 March.\nPay it online: https://example.com/pay/4987';

/**
 * With `html`, the button writes a ClipboardItem holding text/html and text/plain: a mail or a
 * document pastes it formatted, a plain field pastes the text.
 */
export default function CopyRichContent() {
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  return (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      {/* The content the button copies, as it will paste. */}
      <blockquote style={{ margin: 0, padding: '0.75rem 1rem', borderInlineStart: '3px solid var(--c-primary)' }}>
        <p style={{ margin: 0 }}>
          <strong>Invoice #4987</strong> is due on <em>12 March</em>.
        </p>
        <p style={{ margin: 0 }}>
          <a href="https://example.com/pay/4987">Pay it online</a>
        </p>
      </blockquote>
      <div>
        <CopyButton
          text={text}
          html={html}
          onCopy={(copied) => copied && setOutcome({ ok: true, text: 'Copied as HTML and as plain text.' })}
          onCopyError={(error) =>
            setOutcome({ ok: false, text: `Not copied: ${error instanceof Error ? error.message : 'refused'}` })
          }
        >
          Copy the reminder
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

import { useState } from 'react';
import { Alert } from '@/ui/alert/Alert';
import { CopyButton } from '@/ui/copy-button/CopyButton';

const apiKey = 'sk_live_51HxT2kLq8Zr4vYb';

/**
 * `CopyButton` puts a fixed text on the clipboard; its tick or cross and a polite live region say how
 * it went. `onCopyError` gets the browser's reason when it refuses, to tell the person in words.
 */
export default function CopyText() {
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.75rem' }}>
        <code style={{ overflowWrap: 'anywhere' }}>{apiKey}</code>
        <CopyButton
          text={apiKey}
          size="sm"
          onCopy={(copied) => copied && setProblem(null)}
          onCopyError={(error) => setProblem(error instanceof Error ? error.name : 'Unknown error')}
        >
          Copy the API key
        </CopyButton>
      </div>
      {problem ? (
        <Alert tone="danger" role="alert">
          The browser refused the clipboard ({problem}). Select the key and press Ctrl+C instead.
        </Alert>
      ) : null}
    </div>
  );
}

import { useState } from 'react';
import { sanitizeHtml } from '@/lib/html/sanitizeHtml';
import { Editor } from '@/ui/editor/Editor';

const start = '<p>Hello <strong>team</strong>, the <a href="https://example.com">agenda</a> is ready.</p>';

/**
 * What the editor writes is HTML: shown anywhere else, it goes through the app's sanitizer first
 * (DOMPurify: no scripts, no handlers, links open in a new tab, remote images not loaded).
 * The raw HTML is below, as text.
 */
export default function SanitizedOutput() {
  const [html, setHtml] = useState(start);
  return (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <Editor label="Message" toolbar="full" value={start} onChange={setHtml} minRows={4} />
      <section aria-label="Rendered output" style={{ padding: '0.75rem', border: '1px dashed var(--c-border)' }}>
        {/* Safe: sanitized just above, by the app's one DOMPurify configuration. */}
        <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />
      </section>
      <pre
        aria-label="Raw HTML"
        style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 'var(--fs-sm)' }}
      >
        {html}
      </pre>
    </div>
  );
}

import { useState } from 'react';
import { Editor } from '@/ui/editor/Editor';

const start = `<h2>Release notes</h2>
<p>Version <strong>2.4</strong> adds <em>saved filters</em> and a <a href="https://example.com/changelog">changelog</a>.</p>
<ul><li><p>Faster search</p></li><li><p>Export to <code>.csv</code></p></li></ul>`;

/**
 * The full toolbar: headings, bold, italic, strike, inline code, lists, quotes, code blocks, links
 * and images. The link button asks for an address and refuses `javascript:`; an image comes from
 * an address or from a file (read as a data URL). Tab reaches the toolbar, then the text.
 */
export default function FullToolbar() {
  const [html, setHtml] = useState(start);
  return (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      <Editor label="Release notes" toolbar="full" value={start} onChange={setHtml} minRows={8} />
      <small style={{ color: 'var(--c-muted)' }}>{html.length} characters of HTML</small>
    </div>
  );
}

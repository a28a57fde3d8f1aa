import styled from 'styled-components';

const snippet = `import { Button } from '@/ui/button/Button';

export function SaveBar({ onSave }: { onSave: () => void }) {
  return <Button onClick={onSave}>Save</Button>;
}`;

/**
 * A block of code keeps its line breaks and indentation, reads left to right in any direction, and
 * scrolls sideways when a line is long: it takes the focus so a keyboard can scroll it too.
 */
const Block = styled.pre`
  margin: 0 0 var(--space-3);
  padding: var(--space-4);
  overflow-x: auto;
  border-radius: var(--radius-md);
  background: var(--c-body);
  border: 1px solid var(--c-border);
  color: var(--c-heading);
  font-size: var(--fs-sm);
  line-height: 1.6;
  text-align: left;
`;

/** `<pre><code>` for code, `<samp>` for what a program printed, `<var>` for a name to fill in. */
export default function CodeBlocks() {
  return (
    <>
      <Block tabIndex={0} role="region" aria-label="SaveBar.tsx">
        <code>{snippet}</code>
      </Block>
      <p style={{ margin: 0 }}>
        Run <code>npm run dev</code> with <var>PORT</var> set; the terminal prints{' '}
        <samp>Local: http://localhost:5173/</samp>.
      </p>
    </>
  );
}

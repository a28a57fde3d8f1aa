import { ArrowRight, Download, Plus, Trash2 } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '@/ui/button/Button';

/** An arrow that points forward: it turns round in a right-to-left page. */
const Forward = styled(ArrowRight)`
  [dir='rtl'] & {
    transform: scaleX(-1);
  }
`;

/**
 * `startIcon` and `endIcon`: icons beside the words, decoration only (`aria-hidden`). They sit at
 * the start and the end of the reading direction, so in RTL they swap sides by themselves.
 */
export default function ButtonIcons() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-3)' }}>
      <Button startIcon={<Plus aria-hidden />}>New project</Button>
      <Button variant="outline" tone="secondary" startIcon={<Download aria-hidden />}>
        Export CSV
      </Button>
      <Button variant="tint" tone="danger" startIcon={<Trash2 aria-hidden />}>
        Delete
      </Button>
      <Button variant="text" endIcon={<Forward aria-hidden />}>
        Continue
      </Button>
    </div>
  );
}

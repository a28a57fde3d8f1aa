import { CheckCircle2, Clock, Lock, Star, TriangleAlert } from 'lucide-react';
import { Badge } from '@/ui/badge/Badge';

/** An icon before the word: the icon is drawn at the text's size and hidden from screen readers. */
export default function IconBadges() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-2)' }}>
      <Badge tone="success">
        <CheckCircle2 aria-hidden /> Verified
      </Badge>
      <Badge tone="warning">
        <Clock aria-hidden /> Pending review
      </Badge>
      <Badge tone="danger" variant="solid">
        <TriangleAlert aria-hidden /> Overdue
      </Badge>
      <Badge tone="secondary">
        <Lock aria-hidden /> Private
      </Badge>
      <Badge tone="primary" variant="solid">
        <Star aria-hidden /> Featured
      </Badge>
    </div>
  );
}

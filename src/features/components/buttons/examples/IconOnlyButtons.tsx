import { Heart, Pencil, Search, Settings, Share2, X } from 'lucide-react';
import { Button } from '@/ui/button/Button';

/**
 * `iconOnly`: a square button with no words, so it needs an `aria-label` to be named; `title`
 * shows the same name to pointer users.
 */
export default function IconOnlyButtons() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'var(--space-2)' }}>
      <Button iconOnly size="sm" aria-label="Search" title="Search">
        <Search aria-hidden />
      </Button>
      <Button iconOnly variant="outline" aria-label="Edit" title="Edit">
        <Pencil aria-hidden />
      </Button>
      <Button iconOnly variant="tint" tone="danger" aria-label="Add to favourites" title="Add to favourites">
        <Heart aria-hidden />
      </Button>
      <Button iconOnly variant="tint" tone="info" aria-label="Share" title="Share">
        <Share2 aria-hidden />
      </Button>
      <Button iconOnly variant="text" tone="secondary" aria-label="Settings" title="Settings">
        <Settings aria-hidden />
      </Button>
      <Button iconOnly size="lg" variant="text" tone="secondary" aria-label="Close" title="Close">
        <X aria-hidden />
      </Button>
    </div>
  );
}

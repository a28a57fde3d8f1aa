import type { IconNode } from 'lucide';
import { Icon, type LucideIconNode } from 'lucide-react';

// lucide's icon data has no React keys (lucide-react's own icons carry them): each shape gets its
// index, once per icon.
const keyed = new WeakMap<IconNode, IconNode>();
const withKeys = (icon: IconNode): IconNode => {
  let node = keyed.get(icon);
  if (!node) keyed.set(icon, (node = icon.map(([tag, attrs], index) => [tag, { ...attrs, key: String(index) }])));
  return node;
};

/**
 * A menu entry's icon: lucide's icon data, as the screens declare it (src/lib/screens.ts), drawn by
 * lucide-react like any other icon.
 */
export function MenuIcon({ icon, className }: { icon: IconNode; className?: string }) {
  return <Icon iconNode={withKeys(icon) as LucideIconNode[]} className={className} aria-hidden />;
}

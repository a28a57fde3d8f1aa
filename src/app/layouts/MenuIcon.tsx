import type { IconNode } from 'lucide';
import { Icon, type LucideIconNode } from 'lucide-react';
import type { IconName } from '@/lib/screens';
import * as menuIcons from './menuIcons';

// lucide's icon data has no React keys (lucide-react's own icons carry them): each shape gets its
// index, once per icon.
const keyed = new Map<IconName, IconNode>();
function drawing(name: IconName): IconNode | undefined {
  let node = keyed.get(name);
  if (node) return node;
  const icon = (menuIcons as Partial<Record<IconName, IconNode>>)[name];
  if (icon) keyed.set(name, (node = icon.map(([tag, attrs], index) => [tag, { ...attrs, key: String(index) }])));
  return node;
}

/**
 * A menu entry's icon, by the name its screen declares (src/lib/screens.ts): lucide's drawing from
 * menuIcons.ts, which `npm run routes` writes from the declarations, drawn by lucide-react like any
 * other icon.
 */
export function MenuIcon({ icon, className }: { icon: IconName; className?: string }) {
  const node = drawing(icon);
  return node ? <Icon iconNode={node as LucideIconNode[]} className={className} aria-hidden /> : null;
}

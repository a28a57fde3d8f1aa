import { createElement } from 'react';
import type { LucideIconEntry } from './iconData';

type Props = { node: LucideIconEntry['node']; size: number; strokeWidth: number };

/** An icon drawn from its data, as lucide-react draws it: a 24 × 24 grid, round caps and joins, the text colour. */
export function IconGlyph({ node, size, strokeWidth }: Props) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
    >
      {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}

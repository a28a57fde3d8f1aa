import { Button } from '@/ui/button/Button';
import { Tooltip } from '@/ui/tooltip/Tooltip';

const sides = ['top', 'right', 'bottom', 'left'] as const;

/**
 * `side` places the tooltip; near the edge of the screen it moves to the side that has room. Sides
 * are physical: `left` stays on the left in RTL.
 */
export default function TooltipSides() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '1rem', padding: '2rem 0' }}>
      {sides.map((side) => (
        <Tooltip key={side} side={side} content={`Tooltip on the ${side}`}>
          <Button variant="outline" tone="secondary">
            {side[0]!.toUpperCase() + side.slice(1)}
          </Button>
        </Tooltip>
      ))}
    </div>
  );
}

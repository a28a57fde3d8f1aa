import { Button } from '@/ui/button/Button';
import { Offcanvas, type OffcanvasSide } from '@/ui/offcanvas/Offcanvas';

const placements: { side: OffcanvasSide; text: string }[] = [
  { side: 'start', text: 'From the start edge: the left in English, the right in Arabic or Hebrew.' },
  { side: 'end', text: 'From the end edge, the default: the right in English, the left in right-to-left.' },
  { side: 'top', text: 'From the top, as wide as the screen: a banner or a search.' },
  { side: 'bottom', text: 'From the bottom, as wide as the screen: actions on a phone.' },
];

/**
 * `side` chooses the edge the panel slides in from. `start` and `end` follow the reading direction,
 * so a right-to-left page mirrors them with no change here; `size` sets the panel's width or height.
 */
export default function OffcanvasPlacements() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
      {placements.map(({ side, text }) => (
        <Offcanvas
          key={side}
          side={side}
          size={side === 'top' || side === 'bottom' ? '14rem' : '22rem'}
          title={`From the ${side}`}
          trigger={<Button variant="outline">Open {side}</Button>}
        >
          <p style={{ margin: 0 }}>{text}</p>
        </Offcanvas>
      ))}
    </div>
  );
}

import { Button } from '@/ui/button/Button';
import { Popover } from '@/ui/popover/Popover';

const sides = [
  { side: 'top', text: 'Above the trigger, for a trigger low on the screen.' },
  { side: 'right', text: 'To the right, beside a list or a table row.' },
  { side: 'bottom', text: 'Below the trigger: the default, and the most natural place.' },
  { side: 'left', text: 'To the left, for a trigger at the right edge.' },
] as const;

/**
 * `side` chooses where the popover opens; without room there it flips to the opposite side. Sides
 * are physical: `left` stays on the left in RTL.
 */
export default function PopoverSides() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '0.75rem' }}>
      {sides.map(({ side, text }) => (
        <Popover
          key={side}
          side={side}
          title={`On the ${side}`}
          trigger={<Button variant="outline">Open {side}</Button>}
        >
          <p style={{ margin: 0 }}>{text}</p>
        </Popover>
      ))}
    </div>
  );
}

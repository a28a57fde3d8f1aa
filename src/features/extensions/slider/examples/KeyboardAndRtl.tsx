import { Direction } from 'radix-ui';
import { Slider } from '@/ui/slider/Slider';

const keys = [
  ['← →  ↑ ↓', 'one step'],
  ['Page Up, Page Down', 'ten steps'],
  ['Home, End', 'the minimum, the maximum'],
];

/**
 * Sliders follow the page's direction (Radix's `Direction` provider, set by the app). Inside a
 * right-to-left block the minimum is on the right and ArrowLeft raises the value.
 */
export default function KeyboardAndRtl() {
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '0.25rem 1rem', margin: 0 }}>
        {keys.map(([key, effect]) => (
          <div key={key} style={{ display: 'contents' }}>
            <dt>
              <kbd>{key}</kbd>
            </dt>
            <dd style={{ margin: 0 }}>{effect}</dd>
          </div>
        ))}
      </dl>
      <Direction.Provider dir="rtl">
        <div dir="rtl">
          <Slider label="Balance, right to left" defaultValue={[30]} showValue />
        </div>
      </Direction.Provider>
    </div>
  );
}

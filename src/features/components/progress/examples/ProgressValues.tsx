import { Progress } from '@/ui/progress/Progress';

const steps = [0, 25, 50, 75, 100];

/** `value` from 0 to `max` (100 unless set); `showValue` writes the percentage beside the label. */
export default function ProgressValues() {
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {steps.map((value) => (
        <Progress key={value} label={`Step at ${value}%`} value={value} showValue />
      ))}
    </div>
  );
}

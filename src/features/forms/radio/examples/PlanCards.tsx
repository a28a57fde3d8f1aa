import { useState } from 'react';
import { RadioGroup } from '@/ui/radio/RadioGroup';

const plans = [
  { value: 'basic', label: 'Basic', description: '1 project · community help · free' },
  { value: 'team', label: 'Team', description: '10 projects · email help · $12 a month' },
  { value: 'business', label: 'Business', description: 'Unlimited projects · priority help · $49 a month' },
];

/**
 * `card` draws each option as a card with its `description` (read with the option), clickable all over
 * and outlined when chosen: a plan picker in a few lines.
 */
export default function PlanCards() {
  const [plan, setPlan] = useState('team');
  return (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <RadioGroup label="Plan" card orientation="horizontal" value={plan} onValueChange={setPlan} options={plans} />
      <p style={{ margin: 0 }}>Your plan: {plans.find((p) => p.value === plan)?.label}</p>
    </div>
  );
}

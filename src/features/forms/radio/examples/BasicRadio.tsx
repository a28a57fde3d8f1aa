import { useState } from 'react';
import { RadioGroup } from '@/ui/radio/RadioGroup';

/**
 * One choice of several: Tab enters the group on the chosen option, the arrow keys move and choose,
 * Tab leaves. The group's `label` names it like a legend.
 */
export default function BasicRadio() {
  const [delivery, setDelivery] = useState('standard');
  return (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <RadioGroup
        label="Delivery"
        value={delivery}
        onValueChange={setDelivery}
        options={[
          { value: 'standard', label: 'Standard (3–5 days)' },
          { value: 'express', label: 'Express (next day)' },
          { value: 'pickup', label: 'Pick up in store' },
        ]}
      />
      <p style={{ margin: 0 }}>Chosen: {delivery}</p>
    </div>
  );
}

import { useState } from 'react';
import { Combobox } from '@/ui/combobox/Combobox';
import { Field } from '@/ui/field/Field';

const plans = ['Starter', 'Team', 'Business', 'Enterprise'];

/** One choice from a short list: open it with ArrowDown (or by typing), Enter picks. */
export default function SingleSelect() {
  const [plan, setPlan] = useState<string | null>('Team');
  return (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <Field label="Plan" hint="ArrowDown opens the list; Escape closes it.">
        <Combobox
          items={plans}
          itemToString={(item) => item ?? ''}
          itemKey={(item) => item}
          listLabel="Plans"
          value={plan}
          onChange={setPlan}
        />
      </Field>
      <p role="status" style={{ margin: 0 }}>
        {plan ? `Plan: ${plan}` : 'No plan chosen.'}
      </p>
    </div>
  );
}

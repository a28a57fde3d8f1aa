import { useState } from 'react';
import { Checkbox } from '@/ui/checkbox/Checkbox';

const toppings = ['Cheese', 'Mushrooms', 'Olives'];

/** Each box is checked by a click on it or its label, or by Space when it has the focus. */
export default function BasicCheckboxes() {
  const [chosen, setChosen] = useState(['Cheese']);
  const toggle = (topping: string, on: boolean) =>
    setChosen((was) =>
      on ? toppings.filter((t) => t === topping || was.includes(t)) : was.filter((t) => t !== topping),
    );
  return (
    <fieldset style={{ display: 'grid', gap: '0.5rem', margin: 0, padding: 0, border: 0 }}>
      <legend style={{ marginBlockEnd: '0.5rem', fontWeight: 500 }}>Toppings</legend>
      {toppings.map((topping) => (
        <Checkbox
          key={topping}
          label={topping}
          checked={chosen.includes(topping)}
          onCheckedChange={(on) => toggle(topping, on === true)}
        />
      ))}
      <p style={{ margin: 0 }}>Chosen: {chosen.join(', ') || 'none'}</p>
    </fieldset>
  );
}

import { useState } from 'react';
import { Combobox } from '@/ui/combobox/Combobox';
import { Field } from '@/ui/field/Field';

type Zone = { id: string; city: string; region: string };

// Sorted by region: each region is listed under its name.
const zones: Zone[] = [
  { id: 'Africa/Cairo', city: 'Cairo', region: 'Africa' },
  { id: 'Africa/Lagos', city: 'Lagos', region: 'Africa' },
  { id: 'America/New_York', city: 'New York', region: 'Americas' },
  { id: 'America/Sao_Paulo', city: 'São Paulo', region: 'Americas' },
  { id: 'Asia/Tokyo', city: 'Tokyo', region: 'Asia' },
  { id: 'Asia/Kolkata', city: 'Kolkata', region: 'Asia' },
  { id: 'Europe/Berlin', city: 'Berlin', region: 'Europe' },
  { id: 'Europe/Lisbon', city: 'Lisbon', region: 'Europe' },
];

/** Options under their group's name; the arrows move through every group in turn. */
export default function GroupedSelect() {
  const [typed, setTyped] = useState('');
  const [zone, setZone] = useState<Zone | null>(null);
  const words = typed.trim().toLowerCase();
  const shown = zones.filter((z) => `${z.city} ${z.region}`.toLowerCase().includes(words));
  return (
    <Field label="Time zone" hint={zone ? `Saved as ${zone.id}` : 'Grouped by region.'}>
      <Combobox
        items={shown}
        itemToString={(z) => z?.city ?? ''}
        itemKey={(z) => z.id}
        groupOf={(z) => z.region}
        listLabel="Time zones"
        value={zone}
        onChange={setZone}
        inputValue={typed}
        onInputValueChange={setTyped}
        status={shown.length === 0 ? 'No city or region matches.' : undefined}
        placeholder="City or region"
      />
    </Field>
  );
}

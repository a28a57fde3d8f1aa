import { Checkbox } from '@/ui/checkbox/Checkbox';

const extras = [
  { id: 'backup', label: 'Daily backup', description: 'A copy every night, kept for 30 days.' },
  { id: 'domain', label: 'Custom domain', description: 'Your own address, with HTTPS.' },
  { id: 'support', label: 'Priority support', description: 'An answer within four hours.' },
];

/**
 * `card` draws the checkbox with its label and `description` in a bordered card that is clickable all
 * over and outlined when checked; the description is read as the checkbox's description.
 */
export default function CheckboxCards() {
  return (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      {extras.map((extra) => (
        <Checkbox
          key={extra.id}
          card
          label={extra.label}
          description={extra.description}
          defaultChecked={extra.id === 'backup'}
        />
      ))}
    </div>
  );
}

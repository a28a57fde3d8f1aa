import { useEffect, useState } from 'react';
import { BlockUi } from '@/ui/block-ui/BlockUi';
import { Button } from '@/ui/button/Button';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';

/**
 * Only the part being filled in is blocked: while the address is looked up from the postcode, the
 * street and city wait under the veil and the rest of the form stays usable.
 */
export default function BlockFormSection() {
  const [postcode, setPostcode] = useState('1100-148');
  const [looking, setLooking] = useState(false);
  const [address, setAddress] = useState({ street: '', city: '' });
  useEffect(() => {
    if (!looking) return;
    // Stands in for the address service a real form would ask.
    const timer = setTimeout(() => {
      setAddress({ street: 'Rua Augusta 24', city: 'Lisbon' });
      setLooking(false);
    }, 1500);
    return () => clearTimeout(timer);
  }, [looking]);
  return (
    <form onSubmit={(event) => event.preventDefault()} style={{ display: 'grid', gap: '1rem' }}>
      <Field label="Name">
        <Input defaultValue="Ana Costa" />
      </Field>
      <div style={{ display: 'flex', alignItems: 'end', gap: '0.75rem' }}>
        <div style={{ flex: 1 }}>
          <Field label="Postcode">
            <Input value={postcode} onChange={(event) => setPostcode(event.target.value)} />
          </Field>
        </div>
        <Button variant="outline" onClick={() => setLooking(true)}>
          Find address
        </Button>
      </div>
      <BlockUi blocking={looking} label="Looking up the address">
        <fieldset style={{ display: 'grid', gap: '1rem', margin: 0, padding: 0, border: 0 }}>
          <legend style={{ marginBlockEnd: '0.5rem', padding: 0, fontWeight: 600 }}>Address</legend>
          <Field label="Street">
            <Input
              value={address.street}
              onChange={(event) => setAddress({ ...address, street: event.target.value })}
            />
          </Field>
          <Field label="City">
            <Input value={address.city} onChange={(event) => setAddress({ ...address, city: event.target.value })} />
          </Field>
        </fieldset>
      </BlockUi>
    </form>
  );
}

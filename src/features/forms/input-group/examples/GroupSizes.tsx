import { Button } from '@/ui/button/Button';
import { InputAddon, InputGroup } from '@/ui/input-group/InputGroup';
import { Input } from '@/ui/input/Input';

/** The group's `size` sizes its add-ons and the inputs inside; a button takes the same `size`. */
export default function GroupSizes() {
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <InputGroup size="sm">
        <InputAddon>@</InputAddon>
        <Input aria-label="Small username" placeholder="Small" />
        <Button size="sm">Save</Button>
      </InputGroup>
      <InputGroup>
        <InputAddon>@</InputAddon>
        <Input aria-label="Medium username" placeholder="Medium" />
        <Button>Save</Button>
      </InputGroup>
      <InputGroup size="lg">
        <InputAddon>@</InputAddon>
        <Input aria-label="Large username" placeholder="Large" />
        <Button size="lg">Save</Button>
      </InputGroup>
    </div>
  );
}

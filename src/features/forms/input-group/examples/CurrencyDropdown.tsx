import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/ui/button/Button';
import { DropdownMenu, DropdownMenuRadioGroup, DropdownMenuRadioItem } from '@/ui/dropdown-menu/DropdownMenu';
import { Field } from '@/ui/field/Field';
import { InputGroup } from '@/ui/input-group/InputGroup';
import { Input } from '@/ui/input/Input';

const currencies = ['USD', 'EUR', 'GBP', 'JPY'];

/**
 * A menu add-on: the button names its choice ("Currency: USD") and opens the kit's dropdown menu,
 * where the arrows move and Enter picks; the amount is then written in that currency.
 */
export default function CurrencyDropdown() {
  const [currency, setCurrency] = useState('USD');
  const [amount, setAmount] = useState('250');
  const number = Number(amount.replace(',', '.'));
  return (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <Field label="Amount">
        <InputGroup>
          <DropdownMenu
            align="start"
            trigger={
              <Button variant="outline" tone="secondary" endIcon={<ChevronDown aria-hidden />}>
                <span className="visually-hidden">Currency: </span>
                {currency}
              </Button>
            }
          >
            <DropdownMenuRadioGroup value={currency} onValueChange={setCurrency}>
              {currencies.map((code) => (
                <DropdownMenuRadioItem key={code} value={code}>
                  {code}
                </DropdownMenuRadioItem>
              ))}
            </DropdownMenuRadioGroup>
          </DropdownMenu>
          <Input inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
        </InputGroup>
      </Field>
      <p role="status" style={{ margin: 0 }}>
        {Number.isFinite(number)
          ? `You send ${new Intl.NumberFormat('en', { style: 'currency', currency }).format(number)}`
          : 'Enter an amount.'}
      </p>
    </div>
  );
}

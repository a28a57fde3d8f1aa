import { useCombobox } from 'downshift';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { InvoiceClient } from '@/lib/api/schemas/invoices';
import { useDebouncedValue } from '@/lib/hooks/useDebouncedValue';
import { Input } from '@/ui/input/Input';
import { ComboboxMenu } from '@/ui/shared/menuCss';
import { useClients } from '../api/editor';

const Root = styled.div`
  position: relative;
`;

/** Inside a Field: its label names the box, its id is the box's, its error describes it. */
type Props = { id: string; value: InvoiceClient | null; onChange: (client: InvoiceClient | null) => void };

/**
 * Picks the invoice's client: type to search the server's clients (by name, company or email, once
 * typing pauses), arrows to move, Enter to pick, Escape to close.
 */
export function ClientCombobox({ id, value, onChange }: Props) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(value?.name ?? '');
  const q = useDebouncedValue(typed.trim() === value?.name ? '' : typed.trim(), 250);
  const clients = useClients(q);
  const items = clients.data ?? [];
  const combobox = useCombobox<InvoiceClient>({
    items,
    inputId: id,
    selectedItem: value,
    inputValue: typed,
    itemToString: (client) => client?.name ?? '',
    onInputValueChange: ({ inputValue }) => setTyped(inputValue),
    onSelectedItemChange: ({ selectedItem }) => onChange(selectedItem ?? null),
  });
  return (
    <Root>
      <Input
        {...combobox.getInputProps({ 'aria-labelledby': undefined })}
        placeholder={t('invoices.clientPlaceholder')}
      />
      <ComboboxMenu
        {...combobox.getMenuProps({ 'aria-label': t('invoices.clients'), 'aria-labelledby': undefined })}
        $open={combobox.isOpen}
      >
        {combobox.isOpen && items.length === 0 ? (
          <li role="option" aria-disabled="true" aria-selected={false}>
            {t('invoices.noClients')}
          </li>
        ) : null}
        {combobox.isOpen &&
          items.map((client, index) => (
            <li key={client.companyEmail} {...combobox.getItemProps({ item: client, index })}>
              {client.name}
              <small>
                {client.company} · {client.companyEmail}
              </small>
            </li>
          ))}
      </ComboboxMenu>
    </Root>
  );
}

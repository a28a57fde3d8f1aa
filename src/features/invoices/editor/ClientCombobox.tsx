import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceClient } from '@/lib/api/schemas/invoices';
import { useDebouncedValue } from '@/lib/hooks/useDebouncedValue';
import { Combobox } from '@/ui/combobox/Combobox';
import { useClients } from '../api/editor';

/** Inside a Field: its label names the box, its id is the box's, its error describes it. */
type Props = { id: string; value: InvoiceClient | null; onChange: (client: InvoiceClient | null) => void };

/**
 * Picks the invoice's client: type to search the server's clients (by name, company or email, once
 * typing pauses), arrows to move, Enter to pick, Escape to close.
 */
export function ClientCombobox({ id, value, onChange }: Props) {
  const { t } = useTranslation('invoices');
  const [typed, setTyped] = useState(value?.name ?? '');
  const q = useDebouncedValue(typed.trim() === value?.name ? '' : typed.trim(), 250);
  const clients = useClients(q);
  const items = clients.data ?? [];
  return (
    <Combobox
      id={id}
      items={items}
      itemToString={(client) => client?.name ?? ''}
      itemKey={(client) => client.companyEmail}
      renderItem={(client) => (
        <span>
          {client.name}
          <small>
            {client.company} · {client.companyEmail}
          </small>
        </span>
      )}
      listLabel={t('invoices.clients')}
      value={value}
      onChange={onChange}
      inputValue={typed}
      onInputValueChange={setTyped}
      status={items.length === 0 ? t('invoices.noClients') : undefined}
      placeholder={t('invoices.clientPlaceholder')}
    />
  );
}

import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { invoiceStatuses, type InvoiceStatus } from '@/lib/api/invoiceRules';
import type { Invoice } from '@/lib/api/schemas/invoices';
import { useFormat } from '@/lib/format';
import { IconBadge } from '@/ui/icon-badge/IconBadge';
import { Skeleton } from '@/ui/skeleton/Skeleton';
import { statusLook } from '../components/invoiceStatus';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 10.5rem), 1fr));
  gap: var(--space-4);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Count = styled.button<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  inline-size: 100%;
  padding: var(--space-4);
  border: 1px solid ${(p) => (p.$active ? 'var(--c-primary)' : 'var(--c-border)')};
  border-radius: var(--radius-lg);
  background: var(--c-surface);
  color: var(--c-body-text);
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:hover {
    border-color: var(--c-primary);
  }
  &:focus-visible {
    outline: 2px solid var(--c-primary);
    outline-offset: 2px;
  }
  strong {
    display: block;
    color: var(--c-heading);
    font-size: var(--fs-lg);
    font-weight: var(--fw-semibold);
    line-height: 1.2;
  }
  span {
    color: var(--c-muted);
    font-size: var(--fs-sm);
  }
`;

type Props = {
  /** Every invoice (the list answer's allData); undefined while loading. */
  all: Invoice[] | undefined;
  status?: InvoiceStatus;
  onStatus: (status: InvoiceStatus | undefined) => void;
};

/** How many invoices have each status; a count filters the list by it (again: all). */
export function InvoiceCounts({ all, status, onStatus }: Props) {
  const { t } = useTranslation('invoices');
  const { number } = useFormat();
  return (
    <Grid aria-label={t('invoices.countsLabel')}>
      {invoiceStatuses.map((value) => {
        const { icon: Icon, tone, key } = statusLook[value];
        const name = t(`invoices.status.${key}`);
        const count = all?.filter((invoice) => invoice.invoiceStatus === value).length;
        return (
          <li key={value}>
            <Count
              type="button"
              $active={status === value}
              aria-pressed={status === value}
              onClick={() => onStatus(status === value ? undefined : value)}
            >
              <IconBadge $tone={tone} $size={2.25} aria-hidden>
                <Icon />
              </IconBadge>
              <div>
                {count === undefined ? (
                  <Skeleton label={t('app.loading')}>
                    <strong>00</strong>
                  </Skeleton>
                ) : (
                  <strong>{number(count)}</strong>
                )}
                <span>{name}</span>
              </div>
            </Count>
          </li>
        );
      })}
    </Grid>
  );
}

import {
  CircleAlert,
  CircleCheck,
  CircleDashed,
  CircleDollarSign,
  Download,
  Send,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { InvoiceStatus } from '@/lib/api/schemas/invoices';
import { balanceCents } from '@/lib/api/invoiceTotals';
import { useFormat } from '@/lib/format';
import { Badge } from '@/ui/badge/Badge';
import { IconBadge } from '@/ui/icon-badge/IconBadge';
import type { Tone } from '@/ui/theme';
import { Tooltip } from '@/ui/tooltip/Tooltip';

/** Each status's icon, tone and translation key (`invoices.status.<key>`). */
export const statusLook: Record<InvoiceStatus, { icon: LucideIcon; tone: Tone; key: string }> = {
  Paid: { icon: CircleCheck, tone: 'success', key: 'paid' },
  Downloaded: { icon: Download, tone: 'info', key: 'downloaded' },
  Sent: { icon: Send, tone: 'secondary', key: 'sent' },
  Draft: { icon: CircleDashed, tone: 'primary', key: 'draft' },
  'Partial Payment': { icon: CircleDollarSign, tone: 'warning', key: 'partialPayment' },
  'Past Due': { icon: CircleAlert, tone: 'danger', key: 'pastDue' },
};

const Trigger = styled.span`
  display: inline-flex;
  border-radius: 50%;
  &:focus-visible {
    outline: 2px solid var(--c-primary);
    outline-offset: 2px;
  }
`;

/**
 * A status as an icon; its name is the icon's label, and a tooltip (on hover or focus) says it with
 * the balance and due date, as a person scanning the list asks.
 */
export function StatusIcon({
  status,
  dueDate,
  balance,
}: {
  status: InvoiceStatus;
  dueDate: string;
  balance: number | string;
}) {
  const { t } = useTranslation('invoices');
  const format = useFormat();
  const { icon: Icon, tone, key } = statusLook[status];
  const name = t(`invoices.status.${key}`);
  const detail = t('invoices.statusTip', {
    status: name,
    balance: balanceLabel(t, format, balance),
    due: format.date(dueDate),
  });
  return (
    <Tooltip content={detail}>
      <Trigger tabIndex={0} role="img" aria-label={name}>
        <IconBadge $tone={tone} $size={1.875} aria-hidden>
          <Icon />
        </IconBadge>
      </Trigger>
    </Tooltip>
  );
}

type T = ReturnType<typeof useTranslation>['t'];
type Format = ReturnType<typeof useFormat>;

/** `Paid`, `$282 due` or `Credit $67` (a negative balance is money paid in advance). */
export function balanceLabel(t: T, format: Format, balance: number | string) {
  const cents = balanceCents(balance);
  if (cents === 0) return t('invoices.balancePaid');
  return cents < 0
    ? t('invoices.balanceCredit', { amount: format.money(-cents / 100) })
    : t('invoices.balanceDue', { amount: format.money(cents / 100) });
}

/** A balance in the list: a Paid badge at zero, a credit in green, else what is owed. */
export function BalanceCell({ balance }: { balance: number | string }) {
  const { t } = useTranslation('invoices');
  const format = useFormat();
  const cents = balanceCents(balance);
  if (cents === 0)
    return (
      <Badge tone="success" pill>
        {t('invoices.balancePaid')}
      </Badge>
    );
  return cents < 0 ? (
    <Badge tone="info" pill>
      {t('invoices.balanceCredit', { amount: format.money(-cents / 100) })}
    </Badge>
  ) : (
    <>{format.money(cents / 100)}</>
  );
}

import { Divider } from '@/ui/divider/Divider';

const lines = [
  { label: 'Team plan, 5 seats', amount: '€60.00' },
  { label: 'Extra storage', amount: '€8.00' },
  { label: 'VAT (20%)', amount: '€13.60' },
];

const row = { display: 'flex', justifyContent: 'space-between', gap: 'var(--space-3)', margin: 0 };

/**
 * `decorative`: only a look. The dashed line before the total separates nothing a reader needs told (the
 * total says what it is), so it stays out of the accessibility tree.
 */
export default function DecorativeDivider() {
  return (
    <div>
      {lines.map(({ label, amount }) => (
        <p key={label} style={{ ...row, marginBlockEnd: 'var(--space-2)' }}>
          <span>{label}</span>
          <span>{amount}</span>
        </p>
      ))}
      <Divider decorative variant="dashed" />
      <p style={{ ...row, fontWeight: 'var(--fw-semibold)', color: 'var(--c-heading)' }}>
        <span>Total</span>
        <span>€81.60</span>
      </p>
    </div>
  );
}

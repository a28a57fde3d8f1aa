import { Tabs } from '@/ui/tabs/Tabs';

const plan = (price: string, note: string) => (
  <p style={{ margin: 0 }}>
    <strong style={{ fontSize: 'var(--fs-xl)', color: 'var(--c-heading)' }}>{price}</strong> {note}
  </p>
);

/**
 * Pills that switch what shows below them, in place, are tabs: this is the kit's Tabs with
 * `variant="pills"` (ARIA tabs), so the arrow keys move between them and the panel follows. For pills
 * that lead to other pages, use the Nav.
 */
export default function PillTabs() {
  return (
    <Tabs
      label="Billing period"
      variant="pills"
      items={[
        { value: 'monthly', label: 'Monthly', content: plan('€12', 'per seat, each month') },
        { value: 'yearly', label: 'Yearly', content: plan('€120', 'per seat, each year: two months free') },
        { value: 'lifetime', label: 'Lifetime', content: plan('€480', 'per seat, once'), disabled: true },
      ]}
    />
  );
}

import { Tabs } from '@/ui/tabs/Tabs';

/**
 * From the keyboard, ← and → move between tabs (mirrored in right-to-left), Home and End jump to the
 * first and last. With `activationMode="manual"` the arrows only move the focus and Enter or Space
 * opens the tab, for panels that are slow to draw.
 */
export default function ManualTabs() {
  return (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      <Tabs
        label="Reports"
        activationMode="manual"
        items={[
          { value: 'sales', label: 'Sales', content: 'Sales by month, for the last two years.' },
          { value: 'clients', label: 'Clients', content: 'New and returning clients, by country.' },
          { value: 'stock', label: 'Stock', content: 'Items running low, and when to reorder.' },
          { value: 'taxes', label: 'Taxes', content: 'VAT collected, by quarter.' },
        ]}
      />
      <p style={{ margin: 0, color: 'var(--c-muted)' }}>
        Try <kbd>→</kbd> then <kbd>Enter</kbd>, or <kbd>End</kbd>.
      </p>
    </div>
  );
}

import { useLocation, useSearchParams } from 'react-router';
import { Tabs } from '@/ui/tabs/Tabs';

const tabs = [
  { value: 'profile', label: 'Profile', content: 'Photo, name and bio.' },
  { value: 'billing', label: 'Billing', content: 'Plan, card and invoices.' },
  { value: 'team', label: 'Team', content: 'Members and their roles.' },
];

/**
 * The chosen tab in the address (`?tab=billing`) with react-router's `useSearchParams`: a reload or a
 * shared link opens the same tab. A missing or unknown value opens the first.
 */
export default function UrlTabs() {
  const [params, setParams] = useSearchParams();
  const { pathname, search } = useLocation();
  const asked = params.get('tab');
  const value = tabs.some((tab) => tab.value === asked) ? asked! : tabs[0]!.value;
  const choose = (next: string) =>
    setParams(
      (was) => {
        const updated = new URLSearchParams(was);
        updated.set('tab', next);
        return updated;
      },
      // Replace, so Back leaves the page instead of stepping through tabs; keep the scroll position.
      { replace: true, preventScrollReset: true },
    );
  return (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      <Tabs label="Settings" variant="pills" value={value} onValueChange={choose} items={tabs} />
      <p style={{ margin: 0 }}>
        Address: <code style={{ overflowWrap: 'anywhere' }}>{pathname + search}</code>
      </p>
    </div>
  );
}

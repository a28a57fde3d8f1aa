import { Tabs } from '@/ui/tabs/Tabs';

/**
 * `orientation="vertical"` stacks the tabs beside their panel, for longer lists of sections; the ↑
 * and ↓ keys move along them.
 */
export default function VerticalTabs() {
  return (
    <Tabs
      label="Workspace settings"
      orientation="vertical"
      items={[
        { value: 'general', label: 'General', content: 'The workspace’s name, address and time zone.' },
        { value: 'billing', label: 'Billing', content: 'Your plan, payment card and invoices.' },
        { value: 'team', label: 'Team', content: '8 members, 2 pending invitations.' },
        { value: 'apps', label: 'Integrations', content: 'Slack and Google Drive are connected.' },
      ]}
    />
  );
}

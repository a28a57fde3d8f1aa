import { Tabs } from '@/ui/tabs/Tabs';

/**
 * A `disabled` tab stays in the list, so people see it exists, but cannot be chosen and the arrow
 * keys skip it. Say why in its label.
 */
export default function DisabledTab() {
  return (
    <Tabs
      label="Invoice"
      items={[
        { value: 'details', label: 'Details', content: 'Invoice #4987, $1,250, due on 12 May.' },
        { value: 'reports', label: 'Reports (Pro plan)', content: 'Payment delays by client.', disabled: true },
        { value: 'history', label: 'History', content: 'Created on 12 April, sent on 14 April.' },
      ]}
    />
  );
}

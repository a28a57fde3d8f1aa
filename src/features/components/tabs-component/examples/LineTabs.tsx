import { Tabs } from '@/ui/tabs/Tabs';

/**
 * The default `line` tabs underline the chosen one. `label` names the list for screen readers; each
 * item's `content` is its panel, and only the chosen panel shows.
 */
export default function LineTabs() {
  return (
    <Tabs
      label="Project"
      items={[
        { value: 'overview', label: 'Overview', content: 'Budget $48,000, 62% spent. Due on 30 June.' },
        { value: 'activity', label: 'Activity', content: 'Ana closed 3 tasks today; Tom opened 2.' },
        { value: 'settings', label: 'Settings', content: 'Visible to the whole team. Weekly digest on.' },
      ]}
    />
  );
}

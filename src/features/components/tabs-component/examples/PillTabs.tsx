import { Tabs } from '@/ui/tabs/Tabs';

/** `variant="pills"` fills the chosen tab instead: it suits a short list of views over the same data. */
export default function PillTabs() {
  return (
    <Tabs
      label="Sales period"
      variant="pills"
      defaultValue="week"
      items={[
        { value: 'day', label: 'Day', content: '42 orders, $3,180 in sales.' },
        { value: 'week', label: 'Week', content: '268 orders, $21,940 in sales.' },
        { value: 'month', label: 'Month', content: '1,104 orders, $90,310 in sales.' },
      ]}
    />
  );
}

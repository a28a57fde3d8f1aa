import { Badge } from '@/ui/badge/Badge';
import { Tabs } from '@/ui/tabs/Tabs';

/**
 * A `Badge` in the label counts what waits in each tab. A few hidden words say what the number
 * counts, so a screen reader says “Inbox 12 unread” rather than “Inbox 12”.
 */
export default function BadgeTabs() {
  return (
    <Tabs
      label="Mail"
      variant="pills"
      items={[
        {
          value: 'inbox',
          label: (
            <>
              Inbox
              <Badge pill>
                12<span className="visually-hidden"> unread</span>
              </Badge>
            </>
          ),
          content: '12 unread messages, the newest from Ana.',
        },
        {
          value: 'mentions',
          label: (
            <>
              Mentions
              <Badge pill tone="danger">
                3<span className="visually-hidden"> new</span>
              </Badge>
            </>
          ),
          content: 'Tom mentioned you in “Q3 budget”.',
        },
        { value: 'archive', label: 'Archive', content: '1,208 archived messages.' },
      ]}
    />
  );
}

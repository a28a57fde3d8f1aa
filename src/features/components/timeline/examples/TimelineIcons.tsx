import { GitMerge, Package, ShieldCheck, TriangleAlert } from 'lucide-react';
import { Timeline, TimelineItem } from '@/ui/timeline/Timeline';

/** An `icon` in a tinted circle instead of the dot, for events of different kinds: a release's log. */
export default function TimelineIcons() {
  return (
    <Timeline aria-label="Release 2.4 log">
      <TimelineItem title="Pull request merged" time="10:12" dateTime="2025-06-02T10:12" icon={<GitMerge />}>
        “Faster search on the users list” by Noah Brooks.
      </TimelineItem>
      <TimelineItem
        title="Checks passed"
        time="10:31"
        dateTime="2025-06-02T10:31"
        tone="success"
        icon={<ShieldCheck />}
      >
        412 tests and the accessibility audit.
      </TimelineItem>
      <TimelineItem
        title="Error rate up"
        time="11:05"
        dateTime="2025-06-02T11:05"
        tone="danger"
        icon={<TriangleAlert />}
      >
        Rolled back the search index, then fixed forward.
      </TimelineItem>
      <TimelineItem title="Released" time="14:40" dateTime="2025-06-02T14:40" tone="info" icon={<Package />} />
    </Timeline>
  );
}

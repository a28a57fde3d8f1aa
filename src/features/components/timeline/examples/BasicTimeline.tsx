import { Timeline, TimelineItem } from '@/ui/timeline/Timeline';

/**
 * Events in order along a line: each a title (a heading), when it happened in a `<time>` that machines
 * read too (`dateTime`), and what it was. The dot's `tone` is only a look: the title says what matters.
 */
export default function BasicTimeline() {
  return (
    <Timeline aria-label="Order #4471 history">
      <TimelineItem title="Order placed" time="12 May, 09:30" dateTime="2025-05-12T09:30">
        Three items, paid by card.
      </TimelineItem>
      <TimelineItem title="Payment confirmed" time="12 May, 09:32" dateTime="2025-05-12T09:32" tone="success" />
      <TimelineItem title="Shipped" time="13 May, 16:05" dateTime="2025-05-13T16:05" tone="info">
        Handed to the carrier, parcel 4471-0021.
      </TimelineItem>
      <TimelineItem title="Delivery delayed" time="15 May" dateTime="2025-05-15" tone="warning">
        Bad weather at the hub: one more day.
      </TimelineItem>
    </Timeline>
  );
}

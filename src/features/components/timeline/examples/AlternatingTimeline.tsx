import { Timeline, TimelineItem } from '@/ui/timeline/Timeline';

/**
 * `layout="alternate"`: events either side of a line down the middle, in turn, when the timeline is 32rem
 * wide or more; narrower (on a phone), they all sit after the line. Sides follow the reading direction.
 */
export default function AlternatingTimeline() {
  return (
    <Timeline layout="alternate" aria-label="Project milestones">
      <TimelineItem title="Kick-off" time="January" dateTime="2025-01">
        Goals agreed with the client.
      </TimelineItem>
      <TimelineItem title="Design approved" time="March" dateTime="2025-03" tone="info">
        Twelve screens, two rounds of review.
      </TimelineItem>
      <TimelineItem title="Beta" time="May" dateTime="2025-05" tone="warning">
        Forty users from three teams.
      </TimelineItem>
      <TimelineItem title="Launch" time="July" dateTime="2025-07" tone="success">
        Open to every customer.
      </TimelineItem>
    </Timeline>
  );
}

import { Avatar } from '@/ui/avatar/Avatar';
import { Badge } from '@/ui/badge/Badge';
import { Timeline, TimelineItem } from '@/ui/timeline/Timeline';
import { publicUrl } from '@/lib/publicUrl';

const row = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'var(--space-2)' } as const;

/**
 * Anything in an event's body: who did it (an avatar), the file they attached (a link Tab reaches in
 * reading order), a badge. The body is plain content, so lists, links and buttons keep their meaning.
 */
export default function RichTimeline() {
  return (
    <Timeline aria-label="Client activity">
      <TimelineItem title="Meeting with the client" time="Today, 10:00" dateTime="2025-06-03T10:00">
        <p>Walked through the new dashboard; two changes asked.</p>
        <div style={row}>
          <Avatar name="Amelia Hart" src={publicUrl('/images/avatars/3.svg')} size="sm" />
          <span>Amelia Hart, project lead</span>
        </div>
      </TimelineItem>
      <TimelineItem title="Brief uploaded" time="Yesterday" dateTime="2025-06-02" tone="info">
        <a href={publicUrl('/files/project-brief.pdf')} style={row} download>
          <img src={publicUrl('/images/files/pdf.svg')} alt="" width={20} height={20} />
          project-brief.pdf
        </a>
      </TimelineItem>
      <TimelineItem title="Contract signed" time="28 May" dateTime="2025-05-28" tone="success">
        <div style={row}>
          <Badge tone="success">Paid</Badge>
          <span>Deposit of €4,000 received.</span>
        </div>
      </TimelineItem>
    </Timeline>
  );
}

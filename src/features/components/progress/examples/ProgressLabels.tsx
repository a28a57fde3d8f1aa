import { Progress } from '@/ui/progress/Progress';

/**
 * The label names what progresses. It can sit above the bar with the value, or be hidden when the
 * text around already says it (screen readers still hear it); `max` counts in any unit.
 */
export default function ProgressLabels() {
  return (
    <div style={{ display: 'grid', gap: '1.25rem' }}>
      <Progress label="Profile completed" value={80} showValue tone="success" />
      <Progress label="Onboarding: 3 of 5 steps" value={3} max={5} showValue tone="info" />
      <div>
        <p style={{ margin: '0 0 0.5rem' }}>Monthly emails sent: 7,200 of 10,000</p>
        <Progress label="Monthly emails sent" hideLabel value={7200} max={10000} tone="warning" />
      </div>
    </div>
  );
}

import { Progress } from '@/ui/progress/Progress';

/** `striped`: moving stripes say the work is still going (they stand still for reduced motion). */
export default function StripedProgress() {
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <Progress label="Importing contacts" value={35} striped height={12} showValue />
      <Progress label="Rendering video" value={62} striped height={12} tone="danger" showValue />
      <Progress label="Backing up photos" value={88} striped height={12} tone="success" showValue />
    </div>
  );
}

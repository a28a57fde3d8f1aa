import { Progress } from '@/ui/progress/Progress';

const storage = [
  { kind: 'Documents', used: 12.4, tone: 'primary' },
  { kind: 'Photos', used: 31.8, tone: 'info' },
  { kind: 'Videos', used: 44.1, tone: 'warning' },
  { kind: 'Other', used: 3.2, tone: 'secondary' },
] as const;
const quota = 100;

/** Several bars one under another, each against the same quota: where the storage goes. */
export default function StackedProgress() {
  return (
    <ul style={{ display: 'grid', gap: '0.875rem', margin: 0, padding: 0, listStyle: 'none' }}>
      {storage.map(({ kind, used, tone }) => (
        <li key={kind}>
          <Progress label={`${kind}: ${used} GB of ${quota} GB`} value={used} max={quota} tone={tone} height={6} />
        </li>
      ))}
    </ul>
  );
}

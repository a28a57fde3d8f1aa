import { Spinner } from '@/ui/spinner/Spinner';

const dots = [
  { size: 'sm', tone: 'success' },
  { size: 'md', tone: 'warning' },
  { size: 'lg', tone: 'info' },
] as const;

/** `variant="grow"`: a dot that swells and fades, quieter than a ring for a waiting state. */
export default function GrowingSpinner() {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: '2rem' }}>
      {dots.map(({ size, tone }) => (
        <Spinner key={size} variant="grow" size={size} tone={tone} label={`Waiting (${size})`} />
      ))}
    </div>
  );
}

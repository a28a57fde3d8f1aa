import { Spinner } from '@/ui/spinner/Spinner';

/**
 * A section whose content is on its way: the spinner centred in the space the content will take, so
 * nothing jumps when it arrives, and the section marked busy for assistive technology.
 */
export default function LoadingBlock() {
  return (
    <section
      aria-label="Monthly report"
      aria-busy="true"
      style={{
        display: 'grid',
        placeItems: 'center',
        alignContent: 'center',
        gap: '0.75rem',
        minBlockSize: '11rem',
        border: '1px dashed var(--c-border)',
        borderRadius: 'var(--radius-md)',
        color: 'var(--c-muted)',
      }}
    >
      <Spinner size="lg" tone="primary" decorative />
      <span>Loading the monthly report…</span>
    </section>
  );
}

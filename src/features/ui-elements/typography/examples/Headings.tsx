const headings = [
  { Tag: 'h1', size: '2.375rem' },
  { Tag: 'h2', size: '2rem' },
  { Tag: 'h3', size: '1.625rem' },
  { Tag: 'h4', size: '1.375rem' },
  { Tag: 'h5', size: '1.125rem' },
  { Tag: 'h6', size: '0.9375rem' },
] as const;

/**
 * `<h1>` to `<h6>` as the theme draws them (src/ui/theme/GlobalStyle.tsx): one scale, the heading
 * colour, medium weight. Pick the level for the outline, never for the size.
 */
export default function Headings() {
  return (
    <div>
      {headings.map(({ Tag, size }) => (
        <Tag key={Tag} style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 'var(--space-3)' }}>
          Heading {Tag.slice(1)}
          <small style={{ fontSize: 'var(--fs-sm)', fontWeight: 'var(--fw-regular)', color: 'var(--c-muted)' }}>
            {Tag} · {size}
          </small>
        </Tag>
      ))}
    </div>
  );
}

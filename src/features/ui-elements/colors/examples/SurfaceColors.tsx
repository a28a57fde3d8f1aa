import { CopyButton } from '@/ui/copy-button/CopyButton';

/** The colours that are not tones: the page, cards, raised panels, borders and the three text colours. */
const surfaces = [
  { name: '--c-body', use: 'The page behind the cards' },
  { name: '--c-card', use: 'Cards and the menu' },
  { name: '--c-raised', use: 'Menus, popovers and dialogs' },
  { name: '--c-hover', use: 'A hovered row or item' },
  { name: '--c-border', use: 'Borders and dividers' },
  { name: '--c-heading', use: 'Headings' },
  { name: '--c-text', use: 'Body text' },
  { name: '--c-muted', use: 'Secondary text' },
];

export default function SurfaceColors() {
  return (
    <ul style={{ display: 'grid', gap: 'var(--space-2)', margin: 0, padding: 0, listStyle: 'none' }}>
      {surfaces.map(({ name, use }) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 'var(--space-3)' }}>
          <span
            aria-hidden
            style={{
              flex: 'none',
              inlineSize: '2.5rem',
              blockSize: '2.5rem',
              borderRadius: 'var(--radius-md)',
              border: '1px solid var(--c-border)',
              background: `var(${name})`,
            }}
          />
          <span style={{ flex: 1, minInlineSize: 0 }}>
            <code>{name}</code>
            <br />
            <small style={{ color: 'var(--c-muted)' }}>{use}</small>
          </span>
          <CopyButton text={`var(${name})`} variant="text" size="sm" iconOnly aria-label={`Copy var(${name})`} />
        </li>
      ))}
    </ul>
  );
}

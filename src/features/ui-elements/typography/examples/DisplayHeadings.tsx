import styled from 'styled-components';

/** Larger than h1, for a landing hero or an empty dashboard; they shrink on narrow screens. */
const Display = styled.p<{ $size: string }>`
  margin-block: 0 var(--space-3);
  font-size: ${(p) => p.$size};
  font-weight: var(--fw-medium);
  line-height: 1.15;
  letter-spacing: -0.01em;
  color: var(--c-heading);
`;

const displays = [
  { label: 'Display 1', size: 'clamp(2.5rem, 2rem + 2.5vw, 4rem)' },
  { label: 'Display 2', size: 'clamp(2.25rem, 1.9rem + 2vw, 3.5rem)' },
  { label: 'Display 3', size: 'clamp(2rem, 1.75rem + 1.5vw, 3rem)' },
  { label: 'Display 4', size: 'clamp(1.875rem, 1.7rem + 1vw, 2.625rem)' },
];

/**
 * Display headings: a bigger, tighter style for the one line a screen opens with. It is a style, not
 * a level: put it on the heading the outline needs (`as="h1"`), or on a paragraph as here.
 */
export default function DisplayHeadings() {
  return (
    <div>
      {displays.map(({ label, size }) => (
        <Display key={label} $size={size}>
          {label}
        </Display>
      ))}
    </div>
  );
}

import styled, { keyframes } from 'styled-components';

export const alertTones = ['success', 'error', 'warning', 'info', 'question'] as const;
export type AlertTone = (typeof alertTones)[number];

/** Each alert tone in the theme's tones. */
const themeTone = {
  success: 'success',
  error: 'danger',
  warning: 'warning',
  info: 'info',
  question: 'primary',
} as const;

const draw = keyframes`from { stroke-dashoffset: 1; } to { stroke-dashoffset: 0; }`;
const appear = keyframes`from { opacity: 0; transform: scale(0.4); } to { opacity: 1; transform: none; }`;

const Svg = styled.svg<{ $tone: AlertTone }>`
  flex: none;
  inline-size: 4.5rem;
  block-size: 4.5rem;
  color: var(--c-${(p) => themeTone[p.$tone]}-text);
  .ring {
    fill: var(--c-${(p) => themeTone[p.$tone]}-tint);
  }
  .ring,
  .mark {
    stroke: currentColor;
    stroke-width: 3;
    stroke-linecap: round;
    stroke-linejoin: round;
    stroke-dasharray: 1;
  }
  .mark {
    fill: none;
  }
  .dot {
    fill: currentColor;
    transform-box: fill-box;
    transform-origin: center;
  }
  /* The ring draws itself, then the mark (a check, a cross, a sign), as the dialog opens. */
  .ring {
    animation: ${draw} 0.45s ease-out both;
  }
  .mark {
    animation: ${draw} 0.35s ease-out 0.35s both;
  }
  .dot {
    animation: ${appear} 0.25s ease-out 0.55s both;
  }
  @media (prefers-reduced-motion: reduce) {
    .ring,
    .mark,
    .dot {
      animation: none;
    }
  }
`;

/** The mark inside the ring: strokes drawn in order, and a dot for the signs. */
const marks: Record<AlertTone, { paths: string[]; dot?: [number, number] }> = {
  success: { paths: ['M15 27 L23 34 L37 19'] },
  error: { paths: ['M18 18 L34 34', 'M34 18 L18 34'] },
  warning: { paths: ['M26 14 V29'], dot: [26, 37] },
  info: { paths: ['M26 23 V38'], dot: [26, 15] },
  question: { paths: ['M20.5 20 a5.5 5.5 0 1 1 7.7 5 c-1.4 0.7 -2.2 1.8 -2.2 3.4 V30'], dot: [26, 37] },
};

/**
 * The tone's picture at the head of an alert dialog: a ring and its mark drawn as the dialog opens
 * (a check, a cross, "!", "i", "?"); drawn at once under reduced motion. Decorative: the title says it.
 */
export function ToneIcon({ tone }: { tone: AlertTone }) {
  const { paths, dot } = marks[tone];
  return (
    <Svg $tone={tone} viewBox="0 0 52 52" aria-hidden data-tone={tone}>
      <circle className="ring" cx="26" cy="26" r="23" pathLength={1} />
      {paths.map((d) => (
        <path key={d} className="mark" d={d} pathLength={1} />
      ))}
      {dot ? <circle className="dot" cx={dot[0]} cy={dot[1]} r="2" /> : null}
    </Svg>
  );
}

import styled from 'styled-components';
import { kindTones } from '../kinds';

/**
 * FullCalendar's classic theme with its palette set to the app's variables, so every skin (light,
 * dark, bordered, semi-dark) repaints it with no redraw; the theme's own palette file is not loaded.
 */
export const CalendarSkin = styled.div`
  --fc-classic-button: var(--c-primary);
  --fc-classic-button-border: var(--c-primary);
  --fc-classic-button-strong: var(--c-primary-text);
  --fc-classic-button-strong-border: var(--c-primary-text);
  --fc-classic-button-outline: var(--c-primary-tint);
  --fc-classic-button-foreground: var(--c-primary-contrast);
  --fc-classic-primary: var(--c-primary);
  --fc-classic-primary-foreground: var(--c-primary-contrast);
  --fc-classic-event: var(--c-primary-tint);
  --fc-classic-event-contrast: var(--c-primary-text);
  --fc-classic-background-event: var(--c-success);
  --fc-classic-background-event-opacity: 15%;
  --fc-classic-background-event-foreground-opacity: 50%;
  --fc-classic-highlight: color-mix(in srgb, var(--c-primary) 14%, transparent);
  --fc-classic-today: color-mix(in srgb, var(--c-primary) 7%, transparent);
  --fc-classic-now: var(--c-danger);
  --fc-classic-small-dot-width: 8px;
  --fc-classic-large-dot-width: 10px;
  --fc-classic-background: var(--c-card);
  --fc-classic-faint: var(--c-hover);
  --fc-classic-muted: color-mix(in srgb, var(--c-heading) 8%, transparent);
  --fc-classic-strong: color-mix(in srgb, var(--c-heading) 14%, transparent);
  --fc-classic-foreground: var(--c-text);
  /* Both as muted as the app's muted text, which reads at AA on every skin's card. */
  --fc-classic-faint-foreground: var(--c-muted);
  --fc-classic-muted-foreground: var(--c-muted);
  --fc-classic-border: var(--c-border);
  --fc-classic-strong-border: var(--c-muted);
  block-size: 100%;
  min-block-size: 0;
  min-inline-size: 0;
  font-size: var(--fs-sm);

  /* A title too long for a phone's list ends in an ellipsis rather than cut off mid-letter. */
  .calendar-view-list [role='button'] > :last-child > :last-child {
    text-overflow: ellipsis;
  }

  /* An event in its calendar's tone: tinted with the tone's text in the grids, a solid dot in the list. */
  ${Object.values(kindTones).map(
    (tone) => `
      .calendar-${tone} { --event-fill: var(--c-${tone}-tint); --event-ink: var(--c-${tone}-text); }
      .calendar-view-list .calendar-${tone} { --event-fill: var(--c-${tone}); }
    `,
  )}
`;

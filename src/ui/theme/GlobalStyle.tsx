import { createGlobalStyle } from 'styled-components';
import { themeCss } from './cssVariables';
import './fonts';

/** Hidden on screen, still read by screen readers: the global .visually-hidden class, for styled rules too. */
export const visuallyHiddenCss = `
  position: absolute !important;
  width: 1px; height: 1px;
  margin: -1px; padding: 0;
  overflow: hidden; clip: rect(0 0 0 0);
  white-space: nowrap; border: 0;
`;

export const GlobalStyle = createGlobalStyle`
  ${themeCss}

  *, *::before, *::after { box-sizing: border-box; }

  html {
    font-family: var(--font-sans);
    font-size: 16px;
    -webkit-text-size-adjust: 100%;
  }

  body {
    margin: 0;
    font-size: var(--fs-md);
    line-height: var(--line-height);
    color: var(--c-text);
    background: var(--c-body);
    -webkit-font-smoothing: antialiased;
  }

  [data-skin] {
    color: var(--c-text);
  }

  h1, h2, h3, h4, h5, h6 {
    margin-block: 0 var(--space-2);
    color: var(--c-heading);
    font-weight: var(--fw-medium);
    line-height: 1.37;
  }
  h1 { font-size: 2.375rem; }
  h2 { font-size: 2rem; }
  h3 { font-size: 1.625rem; }
  h4 { font-size: 1.375rem; }
  h5 { font-size: 1.125rem; }
  h6 { font-size: 0.9375rem; }

  p { margin-block: 0 var(--space-4); }

  /* Underlined so a link in running text never relies on colour alone; nav and menus opt out. */
  a { color: var(--c-primary-text); text-decoration: underline; text-underline-offset: 0.15em; }
  a:hover { text-decoration-thickness: 2px; }

  :focus-visible { outline: none; box-shadow: var(--focus-ring); }

  button, input, select, textarea { font: inherit; color: inherit; }

  /* Code, hex values and the like read left to right inside RTL text too. */
  code, kbd, samp, pre { direction: ltr; unicode-bidi: isolate; font-family: var(--font-mono); }

  .visually-hidden {
    ${visuallyHiddenCss}
  }

  /*
   * Reduced motion: animations end at once (0.01 ms, so the code that waits for their end still
   * hears it) and transitions do not run at all: a running transition, however short, reports its
   * old value until its first frame, so the page would read as it was before the change.
   * An animation that is a timer, not motion (a toast's countdown, class \`timer\`), keeps its length.
   */
  @media (prefers-reduced-motion: reduce) {
    *:not(.timer), *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0s !important;
      transition-delay: 0s !important;
    }
  }
`;

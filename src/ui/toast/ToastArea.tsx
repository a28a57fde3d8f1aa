import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify';
import styled from 'styled-components';
import { useTheme } from '../theme/ThemeProvider';
import { toastAreaMounted } from './toast';

// Toastify's own variables mapped onto the theme, so toasts follow the skin.
const Root = styled.div`
  --toastify-color-light: var(--c-raised);
  --toastify-color-dark: var(--c-raised);
  --toastify-text-color-light: var(--c-text);
  --toastify-text-color-dark: var(--c-text);
  --toastify-color-info: var(--c-info-text);
  --toastify-color-success: var(--c-success-text);
  --toastify-color-warning: var(--c-warning-text);
  --toastify-color-error: var(--c-danger-text);
  --toastify-font-family: var(--font-sans);
  --toastify-toast-bd-radius: var(--radius-md);
  --toastify-toast-shadow: var(--shadow-lg);

  .Toastify__toast {
    font-size: var(--fs-md);
  }
  .Toastify__progress-bar--wrp {
    opacity: 0.7;
  }
  /* The countdown still runs (it closes the toast), but a shrinking bar is motion: hide it. */
  @media (prefers-reduced-motion: reduce) {
    .Toastify__progress-bar--wrp {
      opacity: 0;
    }
  }
`;

/** react-toastify's container, in the theme's colours; `Toaster` loads it. */
export function ToastArea() {
  const { direction } = useTheme();
  // After the container's own effects: it has registered with react-toastify by now.
  useEffect(toastAreaMounted, []);
  return (
    <Root>
      <ToastContainer
        newestOnTop
        position={direction === 'rtl' ? 'top-left' : 'top-right'}
        rtl={direction === 'rtl'}
        autoClose={5000}
        theme="light"
        closeOnClick={false}
        pauseOnFocusLoss
        progressClassName="timer"
      />
    </Root>
  );
}

import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/ui/button/Button';

const Fixed = styled(Button)`
  position: fixed;
  inset-block-end: calc(var(--space-6) + 3.25rem);
  inset-inline-end: var(--space-4);
  z-index: 30;
  box-shadow: var(--shadow);
`;

/**
 * Appears once the page has scrolled a screen's worth; takes the page back to the top and puts
 * keyboard focus on the content, where reading starts again.
 */
export function ScrollToTop({ contentId }: { contentId: string }) {
  const { t } = useTranslation('shell');
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    // Read once a frame, after the browser has laid the page out anyway: reading the scroll offset
    // right after a render would force a layout of its own.
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setVisible(window.scrollY > 300));
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  if (!visible) return null;
  return (
    <Fixed
      iconOnly
      aria-label={t('shell.scrollToTop')}
      onClick={() => {
        const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
        document.getElementById(contentId)?.focus({ preventScroll: true });
      }}
    >
      <ArrowUp aria-hidden />
    </Fixed>
  );
}

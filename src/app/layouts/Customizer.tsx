import { Settings } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LoadingStatus } from '@/lib/query/QueryStates';
import { Button } from '@/ui/button/Button';
import { Offcanvas } from '@/ui/offcanvas/Offcanvas';
import { lazyModule, useLazyModule } from '@/ui/shared/lazyOverlay';
import type { LayoutOverride } from './layoutSettings';

const settingsModule = lazyModule(() => import('./CustomizerSettings'));

function LoadedSettings({ fixed }: { fixed: LayoutOverride }) {
  const { CustomizerSettings } = useLazyModule(settingsModule);
  return <CustomizerSettings fixed={fixed} />;
}

const Fab = styled(Button)`
  position: fixed;
  inset-block-end: var(--space-6);
  inset-inline-end: 0;
  z-index: 30;
  border-start-end-radius: 0;
  border-end-end-radius: 0;
  box-shadow: var(--shadow);
`;

/**
 * The panel that changes the shell live, behind a button at the screen's edge. The settings (and the
 * radio groups and switches they use) load with the panel's first opening.
 */
export function Customizer({ fixed = {} }: { fixed?: LayoutOverride }) {
  const { t } = useTranslation('shell');
  return (
    <Offcanvas
      title={t('customizer.title')}
      side="end"
      size="22rem"
      trigger={
        <Fab iconOnly aria-label={t('customizer.open')}>
          <Settings aria-hidden />
        </Fab>
      }
    >
      <Suspense fallback={<LoadingStatus />}>
        <LoadedSettings fixed={fixed} />
      </Suspense>
    </Offcanvas>
  );
}

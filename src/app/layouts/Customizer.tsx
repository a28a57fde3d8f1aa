import { Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/ui/button/Button';
import { Offcanvas } from '@/ui/offcanvas/Offcanvas';
import { RadioGroup } from '@/ui/radio/RadioGroup';
import { Switch } from '@/ui/switch/Switch';
import { isDirection, isSkin, skins, useTheme } from '@/ui/theme';
import { useLayoutSettings, type LayoutSettings } from './layoutSettings';

const Fab = styled(Button)`
  position: fixed;
  inset-block-end: var(--space-6);
  inset-inline-end: 0;
  z-index: 30;
  border-start-end-radius: 0;
  border-end-end-radius: 0;
  box-shadow: var(--shadow);
`;

const Sections = styled.div`
  display: grid;
  gap: var(--space-5);
`;

const choices = <K extends keyof LayoutSettings>(values: LayoutSettings[K][], t: (key: string) => string, key: K) =>
  values.map((value) => ({ value, label: t(`customizer.${key}.${value}`) }));

/** The panel that changes the shell live: skin, direction, menu, navbar, footer, content width, transition. */
export function Customizer() {
  const { t } = useTranslation();
  const theme = useTheme();
  const layout = useLayoutSettings();
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
      <Sections>
        <RadioGroup
          label={t('customizer.skin')}
          value={theme.skin}
          onValueChange={(value) => isSkin(value) && theme.setSkin(value)}
          options={skins.map((skin) => ({ value: skin, label: t(`customizer.skins.${skin}`) }))}
          orientation="horizontal"
        />
        <RadioGroup
          label={t('customizer.direction')}
          value={theme.direction}
          onValueChange={(value) => isDirection(value) && theme.setDirection(value)}
          options={[
            { value: 'ltr', label: t('customizer.ltr') },
            { value: 'rtl', label: t('customizer.rtl') },
          ]}
          orientation="horizontal"
        />
        <Switch
          label={t('customizer.collapsed')}
          checked={theme.menuCollapsed}
          onCheckedChange={(checked) => theme.setMenuCollapsed(checked)}
        />
        <RadioGroup
          label={t('customizer.content.label')}
          value={layout.content}
          onValueChange={(value) => layout.set('content', value as LayoutSettings['content'])}
          options={choices(['boxed', 'full'], t, 'content')}
          orientation="horizontal"
        />
        <RadioGroup
          label={t('customizer.navbar.label')}
          value={layout.navbar}
          onValueChange={(value) => layout.set('navbar', value as LayoutSettings['navbar'])}
          options={choices(['floating', 'sticky', 'static', 'hidden'], t, 'navbar')}
          orientation="horizontal"
        />
        <RadioGroup
          label={t('customizer.footer.label')}
          value={layout.footer}
          onValueChange={(value) => layout.set('footer', value as LayoutSettings['footer'])}
          options={choices(['static', 'sticky', 'hidden'], t, 'footer')}
          orientation="horizontal"
        />
        <RadioGroup
          label={t('customizer.transition.label')}
          value={layout.transition}
          onValueChange={(value) => layout.set('transition', value as LayoutSettings['transition'])}
          options={choices(['fade', 'slide', 'zoom', 'none'], t, 'transition')}
          orientation="horizontal"
        />
      </Sections>
    </Offcanvas>
  );
}

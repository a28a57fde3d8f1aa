import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { RadioGroup } from '@/ui/radio/RadioGroup';
import { Switch } from '@/ui/switch/Switch';
import { isDirection, isSkin, skins, useTheme } from '@/ui/theme';
import { BrandColourSetting } from './BrandColourSetting';
import {
  navbarColors,
  navbarPaint,
  useLayoutSettings,
  type LayoutOverride,
  type LayoutSettings,
} from './layoutSettings';

const Sections = styled.div`
  display: grid;
  gap: var(--space-5);
`;

const Note = styled.p`
  margin: 0;
  padding: var(--space-3);
  border-radius: var(--radius-md);
  background: var(--c-info-tint);
  color: var(--c-info-text);
  font-size: var(--fs-sm);
`;

const Swatch = styled.span<{ $color: string }>`
  display: inline-block;
  inline-size: 0.875rem;
  block-size: 0.875rem;
  margin-inline-end: var(--space-1);
  vertical-align: -0.125rem;
  border-radius: 50%;
  border: 1px solid var(--c-border);
  background: ${(p) => p.$color};
`;

type Choice<K extends keyof LayoutSettings> = LayoutSettings[K] & string;

/**
 * The customizer's settings: skin, brand colour, direction, layout, menu, navbar, footer, content width, transition.
 * A module of its own, loaded when the panel first opens (`./Customizer`).
 */
export function CustomizerSettings({ fixed = {} }: { fixed?: LayoutOverride }) {
  const { t } = useTranslation('shell');
  const theme = useTheme();
  const chosen = useLayoutSettings();
  const layout = { ...chosen, ...fixed };

  /** A radio group for one layout setting; greyed out while the page on screen fixes it. */
  const radios = <K extends keyof LayoutSettings>(
    key: K,
    values: readonly Choice<K>[],
    swatch?: (v: Choice<K>) => string,
  ) => (
    <RadioGroup
      label={t(`customizer.${key}.label`)}
      value={String(layout[key])}
      disabled={key in fixed}
      onValueChange={(value) => chosen.set(key, value as LayoutSettings[K])}
      options={values.map((value) => ({
        value,
        label: (
          <>
            {swatch ? <Swatch $color={swatch(value)} aria-hidden /> : null}
            {t(`customizer.${key}.${value}`)}
          </>
        ),
      }))}
      orientation="horizontal"
    />
  );

  return (
    <Sections>
      {Object.keys(fixed).length > 0 ? <Note>{t('customizer.fixed')}</Note> : null}
      <RadioGroup
        label={t('customizer.skin')}
        value={theme.skin}
        onValueChange={(value) => isSkin(value) && theme.setSkin(value)}
        options={skins.map((skin) => ({ value: skin, label: t(`customizer.skins.${skin}`) }))}
        orientation="horizontal"
      />
      <BrandColourSetting />
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
      {radios('menu', ['vertical', 'horizontal'])}
      <Switch
        label={t('customizer.collapsed')}
        checked={fixed.collapsed ?? theme.menuCollapsed}
        disabled={fixed.collapsed !== undefined || layout.menu !== 'vertical' || layout.menuHidden}
        onCheckedChange={(checked) => theme.setMenuCollapsed(checked)}
      />
      <Switch
        label={t('customizer.menuHidden')}
        checked={layout.menuHidden}
        disabled={'menuHidden' in fixed}
        onCheckedChange={(checked) => chosen.set('menuHidden', checked)}
      />
      {radios('content', ['boxed', 'full'])}
      {radios('navbar', ['floating', 'sticky', 'static', 'hidden'])}
      {radios('navbarColor', navbarColors, (color) => navbarPaint(color).bg)}
      {radios('footer', ['static', 'sticky', 'hidden'])}
      {radios('transition', ['fade', 'slide', 'zoom', 'none'])}
    </Sections>
  );
}

import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/ui/button/Button';
import { Field, useFieldControl } from '@/ui/field/Field';
import { useTheme } from '@/ui/theme';
import { brandPalette } from '@/ui/theme/tokens';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-3);
`;

const Swatch = styled.input`
  inline-size: 3rem;
  block-size: 2.375rem;
  padding: 0.1875rem;
  border: 1px solid var(--c-border);
  border-radius: var(--radius-md);
  background: var(--c-input-bg);
  cursor: pointer;
  &:focus-visible {
    outline: none;
    box-shadow: var(--focus-ring);
    border-color: var(--c-primary);
  }
`;

function ColourInput({ value, onChange }: { value: string; onChange: (colour: string) => void }) {
  // `input` events as the colour is dragged: the preview follows the pointer.
  return <Swatch type="color" value={value} onChange={(e) => onChange(e.target.value)} {...useFieldControl({})} />;
}

/**
 * A brand colour to try on: every skin's primary colours, focus ring and shadows follow at once and stay
 * for the next visit. The colour that ships is src/brand.ts's.
 */
export function BrandColourSetting() {
  const { t } = useTranslation('shell');
  const theme = useTheme();
  return (
    <Field label={t('customizer.brand.label')} hint={t('customizer.brand.hint')}>
      {/* The solid is src/brand.ts's colour as #rrggbb, the one form the native input takes. */}
      <Row>
        <ColourInput value={theme.brandColour ?? brandPalette.light.solid} onChange={theme.setBrandColour} />
        <Button
          variant="outline"
          tone="secondary"
          size="sm"
          disabled={theme.brandColour === null}
          onClick={() => theme.setBrandColour(null)}
        >
          {t('customizer.brand.reset')}
        </Button>
      </Row>
    </Field>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-block-end: var(--space-2);
    padding: 0;
    font-size: var(--fs-sm);
    font-weight: var(--fw-medium);
    color: var(--c-heading);
  }
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
  label {
    position: relative;
    display: inline-flex;
    cursor: pointer;
  }
  /* The radio stays a real one (arrow keys, a name, a checked state), drawn by the swatch beside it. */
  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  span[data-swatch] {
    inline-size: 2rem;
    block-size: 2rem;
    border-radius: 50%;
    border: 2px solid var(--c-card);
    box-shadow: 0 0 0 1px var(--c-border);
  }
  input:checked + span[data-swatch] {
    box-shadow: 0 0 0 2px var(--c-heading);
  }
  input:focus-visible + span[data-swatch] {
    outline: 2px solid var(--c-primary);
    outline-offset: 3px;
  }
`;

type Props = {
  /** The product's colours, as theme tones (`primary`, `danger`…). */
  options: string[];
  value: string;
  onChange: (color: string) => void;
};

/** The product's colours as round swatches: a radio group, each radio named by its colour. */
export function ColorSwatches({ options, value, onChange }: Props) {
  const { t } = useTranslation('shell');
  const name = useId();
  return (
    <Group role="radiogroup">
      <legend>{t('shop.product.colorChosen', { color: t(`shop.colors.${value}`) })}</legend>
      <Options>
        {options.map((color) => (
          <label key={color}>
            <input
              type="radio"
              name={name}
              value={color}
              checked={value === color}
              onChange={() => onChange(color)}
              aria-label={t(`shop.colors.${color}`)}
            />
            <span data-swatch style={{ background: `var(--c-${color})` }} />
          </label>
        ))}
      </Options>
    </Group>
  );
}

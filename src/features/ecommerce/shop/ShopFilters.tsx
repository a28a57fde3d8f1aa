import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { BrandFacet } from '@/lib/api/schemas/ecommerce';
import { LoadingStatus } from '@/lib/query/QueryStates';
import { Button } from '@/ui/button/Button';
import { Checkbox } from '@/ui/checkbox/Checkbox';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { RadioGroup } from '@/ui/radio/RadioGroup';
import { ratingSteps, type ShopState } from './listParams';

const Panel = styled.div`
  display: grid;
  gap: var(--space-6);
`;

const Group = styled.section`
  display: grid;
  gap: var(--space-3);
  h3 {
    margin: 0;
    font-size: var(--fs-sm);
    font-weight: var(--fw-medium);
    color: var(--c-heading);
  }
`;

const Prices = styled.form`
  display: grid;
  gap: var(--space-3);
`;

const Brands = styled.ul`
  display: grid;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Muted = styled.p`
  margin: 0;
  color: var(--c-muted);
`;

/**
 * A price box's text: what is typed, until the range in use changes from outside (Back, Forward,
 * "clear"), which it then shows. A refused range stays as typed.
 */
function usePriceText(current: number | undefined) {
  const [text, setText] = useState(current === undefined ? '' : String(current));
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    setText(current === undefined ? '' : String(current));
  }
  return [text, setText] as const;
}

/** Radix's radio group keeps no empty value, so "any" stands for no rating filter. */
const ANY = 'any';

type Props = {
  state: ShopState;
  onChange: (patch: Partial<ShopState>) => void;
  /** The catalogue's brands with their counts; undefined until a list has come. */
  brands: BrandFacet[] | undefined;
  /** The list failed before any came: the brands are not known. */
  failed: boolean;
  /** The server's refusal of a filter, by field (`priceMax`: "must not be below priceMin"). */
  errors: Record<string, string>;
};

/**
 * The shop's filters: a price range (applied with its button, judged by the demo server), brands and
 * a least rating (applied as they change). They combine with each other and with the search.
 */
export function ShopFilters({ state, onChange, brands, failed, errors }: Props) {
  const { t } = useTranslation('shell');
  const id = useId();
  const [min, setMin] = usePriceText(state.priceMin);
  const [max, setMax] = usePriceText(state.priceMax);
  const prices = [
    { name: 'priceMin', text: min, setText: setMin },
    { name: 'priceMax', text: max, setText: setMax },
  ] as const;
  const price = (text: string) => (text.trim() === '' ? undefined : Number(text));
  const applyPrices = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ priceMin: price(min), priceMax: price(max) });
  };
  const toggleBrand = (name: string, on: boolean) =>
    onChange({ brands: on ? [...state.brands, name] : state.brands.filter((b) => b !== name) });

  return (
    <Panel>
      <Group aria-labelledby={`${id}-price`}>
        <h3 id={`${id}-price`}>{t('shop.filters.price')}</h3>
        <Prices onSubmit={applyPrices} noValidate>
          {prices.map(({ name, text, setText }) => (
            <Field key={name} label={t(`shop.filters.${name}`)} error={errors[name]}>
              <Input
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
                value={text}
                onChange={(e) => setText(e.target.value)}
              />
            </Field>
          ))}
          <Button type="submit" variant="outline">
            {t('shop.filters.applyPrice')}
          </Button>
        </Prices>
      </Group>
      <Group aria-labelledby={`${id}-brands`}>
        <h3 id={`${id}-brands`}>{t('shop.filters.brands')}</h3>
        {brands === undefined ? (
          failed ? (
            <Muted>{t('shop.filters.brandsUnknown')}</Muted>
          ) : (
            <LoadingStatus />
          )
        ) : (
          <Brands>
            {brands.map((brand) => (
              <li key={brand.name}>
                <Checkbox
                  label={t('shop.filters.brandCount', { name: brand.name, count: brand.count })}
                  checked={state.brands.includes(brand.name)}
                  onCheckedChange={(checked) => toggleBrand(brand.name, checked === true)}
                />
              </li>
            ))}
          </Brands>
        )}
      </Group>
      <RadioGroup
        label={t('shop.filters.rating')}
        value={state.rating === undefined ? ANY : String(state.rating)}
        onValueChange={(value) => onChange({ rating: value === ANY ? undefined : Number(value) })}
        options={[
          { value: ANY, label: t('shop.filters.anyRating') },
          ...ratingSteps.map((stars) => ({
            value: String(stars),
            label: t('shop.filters.ratingAtLeast', { count: stars }),
          })),
        ]}
      />
    </Panel>
  );
}

import { useQuery } from '@/lib/query/useQuery';
import { SearchX } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { LoadError } from '@/lib/query/QueryStates';
import { Button } from '@/ui/button/Button';
import { Card, CardBody } from '@/ui/card/Card';
import { EmptyState } from '@/ui/empty-state/EmptyState';
import { controlCss } from '@/ui/field/controlStyles';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { PageHeader, PageStack } from '@/ui/page-header/PageHeader';
import { Spinner } from '@/ui/spinner/Spinner';
import { ChosenIcon } from './ChosenIcon';
import { IconGrid } from './IconGrid';
import { filterIcons, iconsQuery, importLine, type LucideIconEntry } from './iconData';

const Controls = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  gap: var(--space-4) var(--space-5);
  align-items: end;
  margin-block-end: var(--space-4);
  input[type='range'] {
    inline-size: 100%;
    accent-color: var(--c-primary);
  }
`;

/** A native list: two choices need no more, and it reads and works the same everywhere. */
const SetSelect = styled.select`
  ${controlCss()}
`;

const Hint = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: var(--space-2);
  margin: 0 0 var(--space-3);
  font-size: var(--fs-sm);
  color: var(--c-muted);
`;

/** The loading and the failed states take the grid's place at the grid's height. */
const Placeholder = styled.div`
  display: grid;
  place-items: center;
  block-size: clamp(20rem, calc(100dvh - 22rem), 44rem);
  border: 1px solid var(--c-border);
  border-radius: var(--radius-md);
`;

const SIZES = { min: 16, max: 48, step: 4, initial: 24 };
const STROKES = { min: 0.5, max: 3, step: 0.25, initial: 2 };

type Range = { min: number; max: number; step: number };

/** A labelled slider over `range`. */
function RangeField({
  label,
  range,
  value,
  onChange,
}: {
  label: string;
  range: Range;
  value: number;
  onChange: (value: number) => void;
}) {
  const id = useId();
  return (
    <Field id={id} label={label}>
      <input
        id={id}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      />
    </Field>
  );
}

/**
 * `/icons`: every icon of the installed lucide-react, searched by name or other name, all or only
 * those the app uses (both in the URL: `?q=arrow&set=app`), drawn at the size and stroke chosen, in a
 * grid that draws only what is in view. Pressing an icon copies its import line and shows how to use
 * it with the size and stroke chosen.
 */
export function IconsPage() {
  const { t, i18n } = useTranslation('icons');
  const icons = useQuery(iconsQuery);
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const usedOnly = params.get('set') === 'app';
  const [size, setSize] = useState(SIZES.initial);
  const [strokeWidth, setStrokeWidth] = useState(STROKES.initial);
  const [chosen, setChosen] = useState<LucideIconEntry>();
  const [copied, setCopied] = useState<boolean>();
  const hintId = useId();
  const setId = useId();
  const number = new Intl.NumberFormat(i18n.language);

  const setParam = (name: string, value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  const all = icons.data?.icons ?? [];
  const shown = filterIcons(all, { query, usedOnly });
  const usedCount = all.filter((icon) => icon.used).length;
  // Counts once they are known (never a "0" while the icons load).
  const counted = (count: number) => (icons.data ? ` (${number.format(count)})` : '');

  const choose = async (icon: LucideIconEntry) => {
    setChosen(icon);
    try {
      await navigator.clipboard.writeText(importLine(icon));
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  const usage = chosen
    ? `<${chosen.component}${size === SIZES.initial ? '' : ` size={${size}}`}${
        strokeWidth === STROKES.initial ? '' : ` strokeWidth={${strokeWidth}}`
      } />`
    : '';

  let grid;
  if (icons.isError)
    grid = (
      <Placeholder>
        <LoadError title={t('demoIcons.loadError')} query={icons} />
      </Placeholder>
    );
  else if (icons.isPending)
    grid = (
      <Placeholder>
        <Spinner size="sm" label={t('demoIcons.loading')} />
      </Placeholder>
    );
  else if (shown.length === 0)
    grid = (
      <Placeholder>
        <EmptyState
          titleAs="h2"
          icon={<SearchX />}
          title={t('demoIcons.empty.title', { query })}
          description={t(usedOnly ? 'demoIcons.empty.textUsed' : 'demoIcons.empty.text')}
          action={
            <Button variant="outline" onClick={() => setParams({}, { replace: true })}>
              {t('demoIcons.empty.reset')}
            </Button>
          }
        />
      </Placeholder>
    );
  else
    grid = (
      <IconGrid
        key={`${query}|${usedOnly}`}
        icons={shown}
        size={size}
        strokeWidth={strokeWidth}
        chosen={chosen?.name}
        hintId={hintId}
        onChoose={(icon) => void choose(icon)}
      />
    );

  return (
    <PageStack>
      <PageHeader title={t('demoIcons.title')} description={t('demoIcons.description')} />
      <Card>
        <CardBody>
          <Controls>
            <Field label={t('demoIcons.search')}>
              <Input
                type="search"
                value={query}
                placeholder={t('demoIcons.searchPlaceholder')}
                onChange={(event) => setParam('q', event.target.value)}
              />
            </Field>
            <Field id={setId} label={t('demoIcons.set')}>
              <SetSelect
                id={setId}
                value={usedOnly ? 'app' : 'all'}
                onChange={(event) => setParam('set', event.target.value === 'app' ? 'app' : '')}
              >
                <option value="all">{`${t('demoIcons.setAll')}${counted(all.length)}`}</option>
                <option value="app">{`${t('demoIcons.setApp')}${counted(usedCount)}`}</option>
              </SetSelect>
            </Field>
            <RangeField label={t('demoIcons.size', { size })} range={SIZES} value={size} onChange={setSize} />
            <RangeField
              label={t('demoIcons.stroke', { stroke: number.format(strokeWidth) })}
              range={STROKES}
              value={strokeWidth}
              onChange={setStrokeWidth}
            />
          </Controls>
          <Hint>
            <span id={hintId}>{t('demoIcons.hint')}</span>
            <span role="status">
              {icons.data
                ? t('demoIcons.count', {
                    count: shown.length,
                    n: number.format(shown.length),
                    version: icons.data.version,
                  })
                : null}
            </span>
          </Hint>
          {grid}
          <ChosenIcon icon={chosen} copied={copied} usage={usage} strokeWidth={strokeWidth} />
        </CardBody>
      </Card>
    </PageStack>
  );
}

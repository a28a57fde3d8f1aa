import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Example } from '@/lib/showcase/Example';
import { PageHeader, PageStack } from '@/ui/page-header/PageHeader';
import PillLinks from './examples/PillLinks';
import linksSource from './examples/PillLinks.tsx?raw';
import PillList from './examples/PillList';
import listSource from './examples/PillList.tsx?raw';
import PillTones from './examples/PillTones';
import tonesSource from './examples/PillTones.tsx?raw';
import SolidPills from './examples/SolidPills';
import solidSource from './examples/SolidPills.tsx?raw';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 24rem), 1fr));
  gap: var(--space-6);
`;

/** The examples in order: translation key, component, source text and file name. All show the kit's Pill story. */
const examples = [
  { key: 'tint', Component: PillTones, source: tonesSource, file: 'PillTones.tsx' },
  { key: 'solid', Component: SolidPills, source: solidSource, file: 'SolidPills.tsx' },
  { key: 'list', Component: PillList, source: listSource, file: 'PillList.tsx' },
  { key: 'links', Component: PillLinks, source: linksSource, file: 'PillLinks.tsx' },
];

/**
 * `/components/pill-badges`: the kit's Badge with `pill`, tinted and solid in every tone, as counts
 * at the end of list rows and as links; each example with its source.
 */
export function PillBadgesPage() {
  const { t } = useTranslation(undefined, { keyPrefix: 'demoPillBadges' });
  const frames = examples.map(({ key, Component, ...code }) => (
    <Example key={key} story="ui-badge--pill" title={t(`${key}.title`)} description={t(`${key}.text`)} {...code}>
      <Component />
    </Example>
  ));
  return (
    <PageStack>
      <PageHeader title={t('title')} description={t('description')} />
      <Grid>{frames}</Grid>
    </PageStack>
  );
}

import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Example } from '@/lib/showcase/Example';
import { PageHeader, PageStack } from '@/ui/page-header/PageHeader';
import BlockButtons from './examples/BlockButtons';
import blockSource from './examples/BlockButtons.tsx?raw';
import ButtonGroup from './examples/ButtonGroup';
import groupSource from './examples/ButtonGroup.tsx?raw';
import ButtonIcons from './examples/ButtonIcons';
import iconsSource from './examples/ButtonIcons.tsx?raw';
import ButtonSizes from './examples/ButtonSizes';
import sizesSource from './examples/ButtonSizes.tsx?raw';
import ButtonToolbar from './examples/ButtonToolbar';
import toolbarSource from './examples/ButtonToolbar.tsx?raw';
import ButtonVariants from './examples/ButtonVariants';
import variantsSource from './examples/ButtonVariants.tsx?raw';
import DisabledButtons from './examples/DisabledButtons';
import disabledSource from './examples/DisabledButtons.tsx?raw';
import IconOnlyButtons from './examples/IconOnlyButtons';
import iconOnlySource from './examples/IconOnlyButtons.tsx?raw';
import LoadingButton from './examples/LoadingButton';
import loadingSource from './examples/LoadingButton.tsx?raw';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 28rem), 1fr));
  gap: var(--space-6);
  align-items: start;
  /* The variants matrix needs the whole width. */
  > :first-child {
    grid-column: 1 / -1;
  }
`;

/** Page order; each entry names its translation key, the example, its source and the kit story to open. */
const examples = [
  { key: 'variants', Component: ButtonVariants, source: variantsSource, file: 'ButtonVariants.tsx', story: 'variants' },
  { key: 'sizes', Component: ButtonSizes, source: sizesSource, file: 'ButtonSizes.tsx', story: 'sizes' },
  { key: 'icons', Component: ButtonIcons, source: iconsSource, file: 'ButtonIcons.tsx', story: 'with-icons' },
  {
    key: 'iconOnly',
    Component: IconOnlyButtons,
    source: iconOnlySource,
    file: 'IconOnlyButtons.tsx',
    story: 'playground',
  },
  { key: 'loading', Component: LoadingButton, source: loadingSource, file: 'LoadingButton.tsx', story: 'loading' },
  {
    key: 'disabled',
    Component: DisabledButtons,
    source: disabledSource,
    file: 'DisabledButtons.tsx',
    story: 'disabled',
  },
  { key: 'block', Component: BlockButtons, source: blockSource, file: 'BlockButtons.tsx', story: 'playground' },
  { key: 'group', Component: ButtonGroup, source: groupSource, file: 'ButtonGroup.tsx', story: 'variants' },
  { key: 'toolbar', Component: ButtonToolbar, source: toolbarSource, file: 'ButtonToolbar.tsx', story: 'with-icons' },
] as const;

/**
 * `/components/buttons`: the kit's Button in every variant and tone, size, with icons, icon-only,
 * loading, disabled, full width, in a group and in a toolbar; each example with its source.
 */
export function ButtonsPage() {
  const { t } = useTranslation();
  return (
    <PageStack>
      <PageHeader title={t('demoButtons.title')} description={t('demoButtons.description')} />
      <Grid>
        {examples.map(({ key, Component, story, ...code }) => (
          <Example
            key={key}
            title={t(`demoButtons.${key}.title`)}
            description={t(`demoButtons.${key}.text`)}
            story={`ui-button--${story}`}
            {...code}
          >
            <Component />
          </Example>
        ))}
      </Grid>
    </PageStack>
  );
}

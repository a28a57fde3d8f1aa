import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Example } from '@/lib/showcase/Example';
import { PageHeader, PageStack } from '@/ui/page-header/PageHeader';
import AvatarGroups from './examples/AvatarGroups';
import groupsSource from './examples/AvatarGroups.tsx?raw';
import AvatarPictures from './examples/AvatarPictures';
import picturesSource from './examples/AvatarPictures.tsx?raw';
import AvatarShapes from './examples/AvatarShapes';
import shapesSource from './examples/AvatarShapes.tsx?raw';
import AvatarSizes from './examples/AvatarSizes';
import sizesSource from './examples/AvatarSizes.tsx?raw';
import AvatarStatuses from './examples/AvatarStatuses';
import statusesSource from './examples/AvatarStatuses.tsx?raw';
import AvatarTones from './examples/AvatarTones';
import tonesSource from './examples/AvatarTones.tsx?raw';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 24rem), 1fr));
  gap: var(--space-5);
  align-items: start;
`;

/** [translation key, component, source, file, the kit story it mirrors] for each example, in page order. */
const examples = [
  ['sizes', AvatarSizes, sizesSource, 'AvatarSizes.tsx', 'ui-avatar--sizes'],
  ['pictures', AvatarPictures, picturesSource, 'AvatarPictures.tsx', 'ui-avatar--with-image'],
  ['tones', AvatarTones, tonesSource, 'AvatarTones.tsx', 'ui-avatar--tones'],
  ['statuses', AvatarStatuses, statusesSource, 'AvatarStatuses.tsx', 'ui-avatar--statuses'],
  ['shapes', AvatarShapes, shapesSource, 'AvatarShapes.tsx', 'ui-avatar--rounded'],
  ['groups', AvatarGroups, groupsSource, 'AvatarGroups.tsx', 'ui-avatargroup--playground'],
] as const;

/**
 * `/components/avatar`: the kit's Avatar in every size, with a picture or initials, in every tone,
 * with a status, in both shapes, and AvatarGroup; each example with its source.
 */
export function AvatarPage() {
  const { t } = useTranslation();
  return (
    <PageStack>
      <PageHeader title={t('demoAvatar.title')} description={t('demoAvatar.description')} />
      <Grid>
        {examples.map(([key, Component, source, file, story]) => (
          <Example
            key={key}
            title={t(`demoAvatar.${key}.title`)}
            description={t(`demoAvatar.${key}.text`)}
            {...{ source, file, story }}
          >
            <Component />
          </Example>
        ))}
      </Grid>
    </PageStack>
  );
}

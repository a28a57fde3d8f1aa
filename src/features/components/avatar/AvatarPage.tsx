import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
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

/** Each example in page order: its key in `demoAvatar`, component, source, file and the kit story it mirrors. */
const examples = [
  { key: 'sizes', Component: AvatarSizes, source: sizesSource, file: 'AvatarSizes.tsx', story: 'ui-avatar--sizes' },
  {
    key: 'pictures',
    Component: AvatarPictures,
    source: picturesSource,
    file: 'AvatarPictures.tsx',
    story: 'ui-avatar--with-image',
  },
  { key: 'tones', Component: AvatarTones, source: tonesSource, file: 'AvatarTones.tsx', story: 'ui-avatar--tones' },
  {
    key: 'statuses',
    Component: AvatarStatuses,
    source: statusesSource,
    file: 'AvatarStatuses.tsx',
    story: 'ui-avatar--statuses',
  },
  {
    key: 'shapes',
    Component: AvatarShapes,
    source: shapesSource,
    file: 'AvatarShapes.tsx',
    story: 'ui-avatar--rounded',
  },
  {
    key: 'groups',
    Component: AvatarGroups,
    source: groupsSource,
    file: 'AvatarGroups.tsx',
    story: 'ui-avatargroup--playground',
  },
] satisfies DemoExample[];

/**
 * `/components/avatar`: the kit's Avatar in every size, with a picture or initials, in every tone,
 * with a status, in both shapes, and AvatarGroup; each example with its source.
 */
export function AvatarPage() {
  return <DemoPage namespace="components" words="demoAvatar" examples={examples} column="22rem" />;
}

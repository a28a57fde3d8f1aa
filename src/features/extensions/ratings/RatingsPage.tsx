import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import BasicRating from './examples/BasicRating';
import basicSource from './examples/BasicRating.tsx?raw';
import CustomIcons from './examples/CustomIcons';
import iconsSource from './examples/CustomIcons.tsx?raw';
import HalfStars from './examples/HalfStars';
import halfSource from './examples/HalfStars.tsx?raw';
import RatingSizes from './examples/RatingSizes';
import sizesSource from './examples/RatingSizes.tsx?raw';
import ReadOnlyRatings from './examples/ReadOnlyRatings';
import readOnlySource from './examples/ReadOnlyRatings.tsx?raw';

/** Each example: its key in `extRatings`, the component, its source, its file and the kit story it links to. */
const examples = [
  {
    key: 'basic',
    Component: BasicRating,
    source: basicSource,
    file: 'BasicRating.tsx',
    story: 'ui-rating--playground',
  },
  {
    key: 'readOnly',
    Component: ReadOnlyRatings,
    source: readOnlySource,
    file: 'ReadOnlyRatings.tsx',
    story: 'ui-rating--read-only',
  },
  { key: 'half', Component: HalfStars, source: halfSource, file: 'HalfStars.tsx', story: 'ui-rating--halves' },
  {
    key: 'icons',
    Component: CustomIcons,
    source: iconsSource,
    file: 'CustomIcons.tsx',
    story: 'ui-rating--hearts-and-sizes',
  },
  { key: 'sizes', Component: RatingSizes, source: sizesSource, file: 'RatingSizes.tsx', story: 'ui-rating--all-skins' },
] satisfies DemoExample[];

/**
 * `/extensions/ratings`: the kit's Rating (a native radio group under the icons) and RatingDisplay
 * (one image with its value): read-only, half stars, custom icons and counts, sizes, the keyboard.
 */
export function RatingsPage() {
  return <DemoPage namespace="extensions" words="extRatings" examples={examples} column="22rem" />;
}

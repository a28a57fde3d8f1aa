import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import AutoplayCarousel from './examples/AutoplayCarousel';
import autoplaySource from './examples/AutoplayCarousel.tsx?raw';
import BasicCarousel from './examples/BasicCarousel';
import basicSource from './examples/BasicCarousel.tsx?raw';
import ManyAtOnce from './examples/ManyAtOnce';
import manySource from './examples/ManyAtOnce.tsx?raw';
import ThumbnailCarousel from './examples/ThumbnailCarousel';
import thumbnailSource from './examples/ThumbnailCarousel.tsx?raw';

/** Each example: its key in `demoCarousel`, the component, its source, its file and the kit story it links to. */
const examples = [
  {
    key: 'basic',
    Component: BasicCarousel,
    source: basicSource,
    file: 'BasicCarousel.tsx',
    story: 'ui-carousel--playground',
  },
  {
    key: 'autoplay',
    Component: AutoplayCarousel,
    source: autoplaySource,
    file: 'AutoplayCarousel.tsx',
    story: 'ui-carousel--autoplay',
  },
  {
    key: 'thumbnails',
    Component: ThumbnailCarousel,
    source: thumbnailSource,
    file: 'ThumbnailCarousel.tsx',
    story: 'ui-carousel--thumbnails',
  },
  {
    key: 'many',
    Component: ManyAtOnce,
    source: manySource,
    file: 'ManyAtOnce.tsx',
    story: 'ui-carousel--three-at-once',
    wide: true,
  },
] satisfies DemoExample[];

/**
 * `/components/carousel`: the kit's Carousel (embla) with dots, playing by itself with a pause, with
 * thumbnails, and three slides at once in a loop; each example with its own source.
 */
export function CarouselPage() {
  return <DemoPage namespace="components" words="demoCarousel" examples={examples} column="28rem" />;
}

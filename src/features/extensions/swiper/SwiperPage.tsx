import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import AutoplaySwiper from './examples/AutoplaySwiper';
import autoplaySource from './examples/AutoplaySwiper.tsx?raw';
import CentredSwiper from './examples/CentredSwiper';
import centredSource from './examples/CentredSwiper.tsx?raw';
import DefaultSwiper from './examples/DefaultSwiper';
import defaultSource from './examples/DefaultSwiper.tsx?raw';
import FadeSwiper from './examples/FadeSwiper';
import fadeSource from './examples/FadeSwiper.tsx?raw';
import LazySwiper from './examples/LazySwiper';
import lazySource from './examples/LazySwiper.tsx?raw';
import MultipleSwiper from './examples/MultipleSwiper';
import multipleSource from './examples/MultipleSwiper.tsx?raw';
import NavigationSwiper from './examples/NavigationSwiper';
import navigationSource from './examples/NavigationSwiper.tsx?raw';
import PaginationSwiper from './examples/PaginationSwiper';
import paginationSource from './examples/PaginationSwiper.tsx?raw';
import ProgressSwiper from './examples/ProgressSwiper';
import progressSource from './examples/ProgressSwiper.tsx?raw';
import RtlSwiper from './examples/RtlSwiper';
import rtlSource from './examples/RtlSwiper.tsx?raw';
import slidesSource from './examples/slides.tsx?raw';

const story = 'ui-elements-extensions-swiper--default';

/** The file the examples build on (the embla setup, the slides, the dots), shown under each. */
const more = [{ file: 'slides.tsx', source: slidesSource }];

/** Each example: its key in `extSwiper`, the component, its source, its file and the story it links to. */
const examples = [
  { key: 'default', Component: DefaultSwiper, source: defaultSource, file: 'DefaultSwiper.tsx', story, more },
  {
    key: 'navigation',
    Component: NavigationSwiper,
    source: navigationSource,
    file: 'NavigationSwiper.tsx',
    story,
    more,
  },
  {
    key: 'pagination',
    Component: PaginationSwiper,
    source: paginationSource,
    file: 'PaginationSwiper.tsx',
    story,
    more,
  },
  { key: 'progress', Component: ProgressSwiper, source: progressSource, file: 'ProgressSwiper.tsx', story, more },
  { key: 'multiple', Component: MultipleSwiper, source: multipleSource, file: 'MultipleSwiper.tsx', story, more },
  { key: 'centred', Component: CentredSwiper, source: centredSource, file: 'CentredSwiper.tsx', story, more },
  { key: 'fade', Component: FadeSwiper, source: fadeSource, file: 'FadeSwiper.tsx', story, more },
  { key: 'autoplay', Component: AutoplaySwiper, source: autoplaySource, file: 'AutoplaySwiper.tsx', story, more },
  { key: 'lazy', Component: LazySwiper, source: lazySource, file: 'LazySwiper.tsx', story, more },
  { key: 'rtl', Component: RtlSwiper, source: rtlSource, file: 'RtlSwiper.tsx', story, more },
] satisfies DemoExample[];

/**
 * `/extensions/swiper`: embla's options one example at a time (navigation, pagination, scroll
 * progress, pages of slides, centred, the fade plugin, autoplay, lazy pictures, right to left).
 */
export function SwiperPage() {
  return <DemoPage namespace="extensions" words="extSwiper" examples={examples} column="22rem" />;
}

import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import SolidColors from './examples/SolidColors';
import solidSource from './examples/SolidColors.tsx?raw';
import SurfaceColors from './examples/SurfaceColors';
import surfaceSource from './examples/SurfaceColors.tsx?raw';
import TextColors from './examples/TextColors';
import textSource from './examples/TextColors.tsx?raw';
import TintedColors from './examples/TintedColors';
import tintedSource from './examples/TintedColors.tsx?raw';
import TonesInComponents from './examples/TonesInComponents';
import componentsSource from './examples/TonesInComponents.tsx?raw';

/** The theme's colours are pictured in every skin by its Foundations story. */
const story = 'ui-theme-foundations--all-skins';

/** Each example: its key in `demoColors`, the component, its source, its file and the story it links to. */
const examples = [
  { key: 'solid', Component: SolidColors, source: solidSource, file: 'SolidColors.tsx', story },
  { key: 'tinted', Component: TintedColors, source: tintedSource, file: 'TintedColors.tsx', story },
  { key: 'text', Component: TextColors, source: textSource, file: 'TextColors.tsx', story },
  { key: 'surfaces', Component: SurfaceColors, source: surfaceSource, file: 'SurfaceColors.tsx', story },
  {
    key: 'components',
    Component: TonesInComponents,
    source: componentsSource,
    file: 'TonesInComponents.tsx',
    story: 'ui-badge--playground',
  },
] satisfies DemoExample[];

/**
 * `/colors`: the theme's six tones as solid fills, tints and text, the surface and text colours, and
 * the tones as the kit's components take them; every colour a CSS variable to copy.
 */
export function ColorsPage() {
  return <DemoPage namespace="ui-elements" words="demoColors" examples={examples} column="30rem" />;
}

import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import AccordionIcons from './examples/AccordionIcons';
import iconsSource from './examples/AccordionIcons.tsx?raw';
import BasicAccordion from './examples/BasicAccordion';
import basicSource from './examples/BasicAccordion.tsx?raw';
import ControlledAccordion from './examples/ControlledAccordion';
import controlledSource from './examples/ControlledAccordion.tsx?raw';
import FlushAccordion from './examples/FlushAccordion';
import flushSource from './examples/FlushAccordion.tsx?raw';
import MultipleAccordion from './examples/MultipleAccordion';
import multipleSource from './examples/MultipleAccordion.tsx?raw';

/** Each example: its key in `demoAccordion`, the component, its source, its file and the kit story it links to. */
const examples = [
  {
    key: 'basic',
    Component: BasicAccordion,
    source: basicSource,
    file: 'BasicAccordion.tsx',
    story: 'ui-accordion--playground',
  },
  {
    key: 'multiple',
    Component: MultipleAccordion,
    source: multipleSource,
    file: 'MultipleAccordion.tsx',
    story: 'ui-accordion--multiple',
  },
  {
    key: 'icons',
    Component: AccordionIcons,
    source: iconsSource,
    file: 'AccordionIcons.tsx',
    story: 'ui-accordion--separated',
  },
  {
    key: 'flush',
    Component: FlushAccordion,
    source: flushSource,
    file: 'FlushAccordion.tsx',
    story: 'ui-accordion--flush',
  },
  {
    key: 'controlled',
    Component: ControlledAccordion,
    source: controlledSource,
    file: 'ControlledAccordion.tsx',
    story: 'ui-accordion--multiple',
  },
] satisfies DemoExample[];

/**
 * `/components/accordion`: the kit's Accordion with one item open at a time, several, icons and a
 * disabled item, flush inside a card, and controlled from outside; each example with its own source.
 */
export function AccordionPage() {
  return <DemoPage namespace="components" words="demoAccordion" examples={examples} column="30rem" />;
}

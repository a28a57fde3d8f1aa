import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import DragHandles from './examples/DragHandles';
import handlesSource from './examples/DragHandles.tsx?raw';
import SortableGrid from './examples/SortableGrid';
import gridSource from './examples/SortableGrid.tsx?raw';
import SortableList from './examples/SortableList';
import listSource from './examples/SortableList.tsx?raw';
import TwoLists from './examples/TwoLists';
import twoListsSource from './examples/TwoLists.tsx?raw';
import sortableSource from './examples/sortable.tsx?raw';

const story = 'ui-elements-extensions-drag-and-drop--default';

/** The file the examples build on (the sensors, the announcements, the sortable item), shown under each. */
const more = [{ file: 'sortable.tsx', source: sortableSource }];

/** Each example: its key in `extDragAndDrop`, the component, its source, its file and the story it links to. */
const examples = [
  { key: 'list', Component: SortableList, source: listSource, file: 'SortableList.tsx', story, more },
  { key: 'grid', Component: SortableGrid, source: gridSource, file: 'SortableGrid.tsx', story, more },
  { key: 'lists', Component: TwoLists, source: twoListsSource, file: 'TwoLists.tsx', story, more },
  { key: 'handles', Component: DragHandles, source: handlesSource, file: 'DragHandles.tsx', story, more },
] satisfies DemoExample[];

/**
 * `/extensions/drag-and-drop`: dnd-kit sorting a list and a grid, moving cards between two lists, and
 * dragging by a handle; by pointer or keyboard, every step announced to screen readers.
 */
export function DragAndDropPage() {
  return <DemoPage namespace="extensions" words="extDragAndDrop" examples={examples} column="24rem" />;
}

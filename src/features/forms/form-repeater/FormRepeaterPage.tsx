import { DemoPage, type DemoExample } from '@/lib/showcase/DemoPage';
import Contacts from './examples/Contacts';
import contactsSource from './examples/Contacts.tsx?raw';
import OrderItems from './examples/OrderItems';
import orderSource from './examples/OrderItems.tsx?raw';
import bookSource from './examples/book.ts?raw';
import phonesSource from './examples/ContactPhones.tsx?raw';
import orderRulesSource from './examples/order.ts?raw';
import rowsSource from './examples/rows.tsx?raw';
import sortableRowSource from './examples/SortableRow.tsx?raw';
import SortableAgenda from './examples/SortableAgenda';
import agendaSource from './examples/SortableAgenda.tsx?raw';

/** The row tools, the focus helper and the sent values the examples share. */
const rows = { file: 'rows.tsx', source: rowsSource };

/** Each example: its key in `formRepeater`, the component, its source, its file and its own story. */
const examples = [
  {
    key: 'order',
    Component: OrderItems,
    source: orderSource,
    file: 'OrderItems.tsx',
    story: 'forms-form-repeater--order-items',
    more: [{ file: 'order.ts', source: orderRulesSource }, rows],
    wide: true,
  },
  {
    key: 'agenda',
    Component: SortableAgenda,
    source: agendaSource,
    file: 'SortableAgenda.tsx',
    story: 'forms-form-repeater--sortable-agenda',
    more: [{ file: 'SortableRow.tsx', source: sortableRowSource }, rows],
  },
  {
    key: 'contacts',
    Component: Contacts,
    source: contactsSource,
    file: 'Contacts.tsx',
    story: 'forms-form-repeater--contacts',
    more: [{ file: 'ContactPhones.tsx', source: phonesSource }, { file: 'book.ts', source: bookSource }, rows],
  },
] satisfies DemoExample[];

/**
 * `/forms/form-repeater`: groups of fields added, removed and reordered with react-hook-form's
 * `useFieldArray`: an order with its total, an agenda sorted by drag handles, contacts with their phones.
 */
export function FormRepeaterPage() {
  return <DemoPage namespace="forms" words="formRepeater" examples={examples} column="26rem" />;
}

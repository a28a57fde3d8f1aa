import { CreditCard, Package, PackageOpen, RotateCcw } from 'lucide-react';
import { Accordion } from '@/ui/accordion/Accordion';

const topics = [
  {
    value: 'delivery',
    icon: <Package aria-hidden />,
    title: 'Delivery',
    content: 'Orders leave within two working days and arrive three to five days later.',
  },
  {
    value: 'returns',
    icon: <RotateCcw aria-hidden />,
    title: 'Returns',
    content: 'Send an item back within 30 days, in its box, from the Orders page.',
  },
  {
    value: 'payment',
    icon: <CreditCard aria-hidden />,
    title: 'Payment',
    content: 'Card, bank transfer or invoice for business accounts.',
  },
  {
    value: 'wholesale',
    icon: <PackageOpen aria-hidden />,
    title: 'Wholesale (opens in June)',
    content: 'Prices for orders of 50 items or more.',
    disabled: true,
  },
];

/**
 * An icon before each title (`aria-hidden`: the title names the item), each item a card of its own
 * (`variant="separated"`). The last item is `disabled`: shown, but the arrow keys skip it.
 */
export default function AccordionIcons() {
  return <Accordion items={topics} variant="separated" defaultValue="delivery" collapsible />;
}

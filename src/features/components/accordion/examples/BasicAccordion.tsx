import { Accordion } from '@/ui/accordion/Accordion';

const questions = [
  {
    value: 'renew',
    title: 'Does my subscription renew by itself?',
    content: 'Yes. Every plan renews at the end of its period until you cancel it from Billing.',
  },
  {
    value: 'seats',
    title: 'Can I add seats in the middle of a month?',
    content: 'Yes. New seats are charged for the days left in the period, on the next invoice.',
  },
  {
    value: 'refund',
    title: 'Do you give refunds?',
    content: 'Within 14 days of a payment, in full, whatever the reason: write to billing@example.com.',
  },
];

/**
 * One answer open at a time (`type="single"`), the first one to begin with. `collapsible` lets the open
 * one close from its own header. Each header is a button in a heading; the arrow keys move between them.
 */
export default function BasicAccordion() {
  return <Accordion items={questions} defaultValue="renew" collapsible />;
}

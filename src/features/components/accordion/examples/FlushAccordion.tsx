import { Accordion } from '@/ui/accordion/Accordion';

const steps = [
  {
    value: 'install',
    title: '1. Install the app',
    content: 'Download it from your store and sign in with your work email.',
  },
  {
    value: 'connect',
    title: '2. Connect your calendar',
    content: 'Settings, then Connections: pick Google or Microsoft and allow read access.',
  },
  {
    value: 'invite',
    title: '3. Invite the team',
    content: 'Send a link from the Team page; it stays valid for seven days.',
  },
];

/**
 * `variant="flush"`: no surface of its own, only lines between the items, for an accordion that fills a
 * card. `headingLevel` fits the headers into the page's outline (here under the card's h2).
 */
export default function FlushAccordion() {
  return <Accordion items={steps} variant="flush" headingLevel={3} collapsible />;
}

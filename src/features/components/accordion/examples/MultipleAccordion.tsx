import { Accordion } from '@/ui/accordion/Accordion';

const sections = [
  {
    value: 'profile',
    title: 'Profile',
    content: 'Name, job title and the picture the team sees next to your comments.',
  },
  {
    value: 'notifications',
    title: 'Notifications',
    content: 'A daily summary by email, and a push message when someone mentions you.',
  },
  {
    value: 'privacy',
    title: 'Privacy',
    content: 'Your activity is visible to your team only; nothing is shared outside the workspace.',
  },
];

/** `type="multiple"`: opening one section leaves the others as they are; two are open to begin with. */
export default function MultipleAccordion() {
  return <Accordion type="multiple" items={sections} defaultValue={['profile', 'notifications']} />;
}

import { Button } from '@/ui/button/Button';
import { Offcanvas } from '@/ui/offcanvas/Offcanvas';

const people = ['Ana', 'Tom', 'Lea', 'Omar', 'Mei'];
const actions = ['paid invoice', 'commented on invoice', 'sent invoice', 'edited invoice'];
const events = Array.from({ length: 24 }, (_, index) => ({
  id: index,
  text: `${people[index % people.length]} ${actions[index % actions.length]} #${4987 - index}`,
  when: `${index + 1} h ago`,
}));

/**
 * A long list scrolls inside the panel's body while its title and close button stay at the top. The
 * page behind does not scroll, and the arrow keys scroll the body once it has the focus.
 */
export default function OffcanvasScrolling() {
  return (
    <Offcanvas title="Activity" trigger={<Button variant="tint">Show activity</Button>}>
      <ol style={{ display: 'grid', gap: '0.75rem', margin: 0, padding: 0, listStyle: 'none' }}>
        {events.map((event) => (
          <li key={event.id} style={{ display: 'grid' }}>
            <span>{event.text}</span>
            <small style={{ color: 'var(--c-muted)' }}>{event.when}</small>
          </li>
        ))}
      </ol>
    </Offcanvas>
  );
}

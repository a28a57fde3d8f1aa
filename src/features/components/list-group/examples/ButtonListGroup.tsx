import { useState } from 'react';
import { ListGroup, ListGroupItem } from '@/ui/list-group/ListGroup';

const choices = ['Daily', 'Weekly', 'Monthly'];

/**
 * Items as buttons (`onClick`): the chosen one is `active` (`aria-current="true"`). The disabled one
 * says why in its second line, and Tab skips it.
 */
export default function ButtonListGroup() {
  const [every, setEvery] = useState('Weekly');
  return (
    <div style={{ display: 'grid', gap: 'var(--space-3)' }}>
      <ListGroup aria-label="How often to send the report">
        {choices.map((choice) => (
          <ListGroupItem key={choice} active={every === choice} onClick={() => setEvery(choice)}>
            {choice}
          </ListGroupItem>
        ))}
        <ListGroupItem disabled onClick={() => setEvery('Hourly')} description="On the Enterprise plan">
          Hourly
        </ListGroupItem>
      </ListGroup>
      <p style={{ margin: 0 }}>Report sent: {every.toLowerCase()}</p>
    </div>
  );
}

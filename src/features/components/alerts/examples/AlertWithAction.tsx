import { Link } from 'react-router';
import { Alert } from '@/ui/alert/Alert';
import { Button } from '@/ui/button/Button';

/** An alert that offers the next step: a link in the text, or buttons under it. */
export default function AlertWithAction() {
  return (
    <div style={{ display: 'grid', gap: 'var(--space-3)' }}>
      <Alert tone="primary" title="You have used 4 of your 5 seats">
        Add more on the <Link to="/pages/pricing">pricing page</Link> before inviting your next teammate.
      </Alert>
      <Alert tone="danger" title="Your card expired">
        <p style={{ margin: '0 0 var(--space-3)' }}>Update it to keep your subscription active after May 31.</p>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-2)' }}>
          <Button tone="danger" size="sm">
            Update card
          </Button>
          <Button tone="danger" variant="text" size="sm">
            Remind me later
          </Button>
        </div>
      </Alert>
    </div>
  );
}

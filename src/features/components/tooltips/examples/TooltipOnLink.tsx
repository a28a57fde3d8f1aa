import { Link } from 'react-router';
import { Tooltip } from '@/ui/tooltip/Tooltip';

/** A link says where it leads; its tooltip can say what waits there. */
export default function TooltipOnLink() {
  return (
    <p style={{ margin: 0 }}>
      Need more seats? Compare the plans on the{' '}
      <Tooltip content="Monthly and yearly prices, with what each plan includes">
        <Link to="/pages/pricing">pricing page</Link>
      </Tooltip>{' '}
      or read the{' '}
      <Tooltip content="Answers about billing, seats and refunds" side="bottom">
        <Link to="/pages/faq">FAQ</Link>
      </Tooltip>
      .
    </p>
  );
}

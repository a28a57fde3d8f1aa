import { Badge } from '@/ui/badge/Badge';

/** A badge inside a heading takes the heading's size through `font-size: 0.6em`. */
export default function HeadingBadges() {
  const small = { fontSize: '0.6em', verticalAlign: 'middle' } as const;
  return (
    <>
      <h3>
        Release notes{' '}
        <Badge tone="success" style={small}>
          New
        </Badge>
      </h3>
      <h4>
        Billing API{' '}
        <Badge tone="warning" style={small}>
          Beta
        </Badge>
      </h4>
      <h5>
        Legacy reports{' '}
        <Badge tone="secondary" style={small}>
          Deprecated
        </Badge>
      </h5>
      <h6 style={{ margin: 0 }}>
        Audit log <Badge tone="info">v2.4</Badge>
      </h6>
    </>
  );
}

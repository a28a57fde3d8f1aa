/** Unordered lists for items in no order (nested ones indent), ordered lists for steps. */
export default function Lists() {
  return (
    <div
      style={{ display: 'grid', gap: 'var(--space-4)', gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' }}
    >
      <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        <li>Dashboards</li>
        <li>
          Apps
          <ul style={{ paddingInlineStart: '1.25rem' }}>
            <li>Email</li>
            <li>Chat</li>
            <li>Calendar</li>
          </ul>
        </li>
        <li>Pages</li>
      </ul>
      <ol style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        <li>Create a workspace</li>
        <li>Invite your team</li>
        <li>Connect a data source</li>
        <li>Share your first report</li>
      </ol>
    </div>
  );
}

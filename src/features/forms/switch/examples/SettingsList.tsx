import { useState } from 'react';
import { Switch } from '@/ui/switch/Switch';

const settings = [
  { id: 'mentions', label: 'Mentions', description: 'When someone mentions you in a comment.' },
  { id: 'invoices', label: 'Paid invoices', description: 'When a client pays one of your invoices.' },
  { id: 'digest', label: 'Weekly digest', description: 'A summary of your projects every Monday.' },
];

/**
 * A settings list: each row a label, its description and a switch at the end. A switch applies at once
 * (no Save button), so the change is said in a polite live region.
 */
export default function SettingsList() {
  const [on, setOn] = useState<Record<string, boolean>>({ mentions: true, invoices: true, digest: false });
  const [said, setSaid] = useState('');
  const change = (id: string, label: string, checked: boolean) => {
    setOn((was) => ({ ...was, [id]: checked }));
    setSaid(`${label} ${checked ? 'on' : 'off'}.`);
  };
  return (
    <div>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {settings.map((setting, index) => (
          <li
            key={setting.id}
            style={{ padding: '0.75rem 0', borderBlockStart: index ? '1px solid var(--c-border)' : 0 }}
          >
            <Switch
              label={setting.label}
              description={setting.description}
              labelPosition="start"
              block
              checked={on[setting.id]}
              onCheckedChange={(checked) => change(setting.id, setting.label, checked)}
            />
          </li>
        ))}
      </ul>
      <p role="status" className="visually-hidden">
        {said}
      </p>
    </div>
  );
}

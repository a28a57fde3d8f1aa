import { Alert } from '@/ui/alert/Alert';
import type { Tone } from '@/ui/theme/tokens';

const messages: { tone: Tone; text: string }[] = [
  { tone: 'primary', text: 'A new version of the dashboard is available.' },
  { tone: 'secondary', text: 'This project was archived on March 3.' },
  { tone: 'success', text: 'Your profile has been updated.' },
  { tone: 'danger', text: 'The payment could not be processed.' },
  { tone: 'warning', text: 'Your storage is 90% full.' },
  { tone: 'info', text: 'Maintenance is planned for Sunday, 02:00 UTC.' },
];

/** `<Alert tone>` in each of the six tones, each with the tone's default icon. */
export default function AlertTones() {
  return (
    <div style={{ display: 'grid', gap: 'var(--space-3)' }}>
      {messages.map(({ tone, text }) => (
        <Alert key={tone} tone={tone}>
          {text}
        </Alert>
      ))}
    </div>
  );
}

import { LogIn } from 'lucide-react';
import { Button } from '@/ui/button/Button';

/** `block`: the full width of its container, as in a sign-in form or a narrow side panel. */
export default function BlockButtons() {
  return (
    <div style={{ display: 'grid', gap: 'var(--space-2)', maxInlineSize: '22rem' }}>
      <Button block startIcon={<LogIn aria-hidden />}>
        Sign in
      </Button>
      <Button block variant="outline" tone="secondary">
        Create an account
      </Button>
      <Button block variant="text" size="sm">
        Forgot your password?
      </Button>
    </div>
  );
}

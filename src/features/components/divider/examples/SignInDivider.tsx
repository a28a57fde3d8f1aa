import { Button } from '@/ui/button/Button';
import { Divider } from '@/ui/divider/Divider';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';

/**
 * Between two ways to do the same thing: a separator named "or", which a screen reader says as it goes
 * from the email form to the other choices.
 */
export default function SignInDivider() {
  return (
    <form style={{ display: 'grid', gap: 'var(--space-3)' }} onSubmit={(event) => event.preventDefault()}>
      <Field label="Email">
        <Input type="email" autoComplete="email" />
      </Field>
      <Button type="submit">Send me a sign-in link</Button>
      <Divider>or</Divider>
      <Button type="button" variant="outline" tone="secondary">
        Continue with a passkey
      </Button>
    </form>
  );
}

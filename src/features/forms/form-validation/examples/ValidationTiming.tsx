import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Mode } from 'react-hook-form';
import styled from 'styled-components';
import * as z from '@/lib/api/zod';
import { Button } from '@/ui/button/Button';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';

const schema = z.object({ email: z.email('Enter an email like name@example.com.') });

const Stack = styled.div`
  display: grid;
  gap: var(--space-4);
`;

const Row = styled.form`
  display: flex;
  align-items: start;
  gap: var(--space-3);
  > :first-child {
    flex: 1;
  }
  > button {
    margin-block-start: calc(var(--fs-sm) * 1.5 + var(--space-1));
  }
`;

/** The same rule, checked at a different moment: react-hook-form's `mode`. */
function EmailForm({ mode, label }: { mode: Mode; label: string }) {
  const { register, handleSubmit, formState } = useForm({ mode, resolver: zodResolver(schema) });
  return (
    <Row onSubmit={(event) => void handleSubmit(() => undefined)(event)} noValidate aria-label={label}>
      <Field
        label={label}
        error={formState.errors.email?.message}
        valid={formState.isSubmitSuccessful && 'Looks good.'}
      >
        <Input type="email" defaultValue="" {...register('email')} />
      </Field>
      <Button type="submit" variant="tint">
        Check
      </Button>
    </Row>
  );
}

export default function ValidationTiming() {
  return (
    <Stack>
      <EmailForm mode="onChange" label="Checked as you type" />
      <EmailForm mode="onTouched" label="Checked when you leave the field" />
      <EmailForm mode="onSubmit" label="Checked when you press Check" />
    </Stack>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import * as z from '@/lib/api/zod';
import { useFieldMessage } from '@/lib/fieldErrors';
import { Button } from '@/ui/button/Button';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { FieldRow } from './FieldRow';

const inviteForm = z.object({
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, 'modalExamples.errors.required')),
    z.email('modalExamples.errors.email'),
  ),
});
type Values = z.input<typeof inviteForm>;

type Props = {
  label: string;
  submitLabel: string;
  onInvite: (email: string) => void;
  /** Why this address cannot be invited (already in), as a translation key; undefined when it can. */
  refusal?: (email: string) => string | undefined;
  /** The field takes the focus when the dialog opens. */
  focusFirst?: boolean;
};

/**
 * An email address and a button to invite it, a small form of its own: the address is checked when
 * the button is pressed (then as it is corrected), and the field empties for the next one.
 */
export function InviteByEmail({ label, submitLabel, onInvite, refusal, focusFirst = false }: Props) {
  const message = useFieldMessage('modalExamples', 'modal-examples');
  const form = useForm<Values>({ resolver: zodResolver(inviteForm), defaultValues: { email: '' } });
  const invite = form.handleSubmit(({ email }) => {
    const address = email.trim().toLowerCase();
    const refused = refusal?.(address);
    if (refused) {
      form.setError('email', { message: refused }, { shouldFocus: true });
      return;
    }
    onInvite(address);
    form.reset();
    form.setFocus('email');
  });
  return (
    <form noValidate onSubmit={(event) => void invite(event)}>
      <Field label={label} error={message(form.formState.errors.email?.message)}>
        <FieldRow>
          <Input type="email" autoComplete="off" data-autofocus={focusFirst || undefined} {...form.register('email')} />
          <Button type="submit" startIcon={<Send aria-hidden />}>
            {submitLabel}
          </Button>
        </FieldRow>
      </Field>
    </form>
  );
}

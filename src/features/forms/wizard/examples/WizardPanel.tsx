import { Alert } from '@/ui/alert/Alert';
import { Button } from '@/ui/button/Button';
import { SignUpFields } from './SignUpFields';
import { steps } from './signUp';
import type { SignUpWizard } from './useSignUpWizard';

/**
 * The current step: its heading (where the focus goes when the step changes), its fields, Back and Next
 * (or Submit on the review); once the server has created the account, what it answered.
 */
export function WizardPanel({ wizard }: { wizard: SignUpWizard }) {
  const { step, index, account, failure, form, goTo, back, pending, restart, setPanel, setHeading } = wizard;
  if (account)
    return (
      <div role="status" style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}>
        <p style={{ margin: 0 }}>
          Account #{account.id} created for <strong>{account.username}</strong> ({account.email}).
        </p>
        <Button variant="outline" onClick={restart}>
          Start again
        </Button>
      </div>
    );
  return (
    <div ref={setPanel} style={{ display: 'grid', gap: '1.25rem', minInlineSize: 0 }}>
      <h3 ref={setHeading} tabIndex={-1} style={{ margin: 0 }}>
        Step {index + 1} of {steps.length}: {step.title}
      </h3>
      {failure && (
        <Alert tone="danger" role="alert">
          {failure}
        </Alert>
      )}
      <SignUpFields step={step.id} form={form} edit={goTo} />
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: '0.5rem' }}>
        <Button variant="outline" tone="secondary" disabled={index === 0} onClick={back}>
          Back
        </Button>
        {step.id === 'review' ? (
          <Button type="submit" loading={pending}>
            Submit
          </Button>
        ) : (
          <Button type="submit">Next</Button>
        )}
      </div>
    </div>
  );
}

import { Stepper } from '@/ui/stepper/Stepper';
import { steps } from './signUp';
import { useSignUpWizard } from './useSignUpWizard';
import { WizardPanel } from './WizardPanel';

/** The steps in a column beside the form, with what each asks for; above it when there is no room. */
export default function VerticalWizard() {
  const wizard = useSignUpWizard('vertical');
  return (
    <form
      noValidate
      onSubmit={wizard.onSubmit}
      style={{ display: 'flex', flexWrap: 'wrap', gap: '1.5rem 2rem', alignItems: 'flex-start' }}
    >
      <Stepper
        label="Sign-up steps"
        doneLabel="completed"
        orientation="vertical"
        steps={steps}
        current={wizard.step.id}
        reachable={wizard.reachable}
        onSelect={wizard.goTo}
        style={{ flex: '0 1 13rem' }}
      />
      <div style={{ flex: '1 1 20rem', minInlineSize: 0 }}>
        <WizardPanel wizard={wizard} />
      </div>
    </form>
  );
}

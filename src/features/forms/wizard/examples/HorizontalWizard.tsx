import { Stepper } from '@/ui/stepper/Stepper';
import { steps } from './signUp';
import { useSignUpWizard } from './useSignUpWizard';
import { WizardPanel } from './WizardPanel';

/** The steps in a row over the form; on a phone only the current one keeps its title. */
export default function HorizontalWizard() {
  const wizard = useSignUpWizard('horizontal');
  return (
    <form noValidate onSubmit={wizard.onSubmit} style={{ display: 'grid', gap: '1.5rem' }}>
      <Stepper
        label="Sign-up steps"
        doneLabel="completed"
        steps={steps}
        current={wizard.step.id}
        reachable={wizard.reachable}
        onSelect={wizard.goTo}
      />
      <WizardPanel wizard={wizard} />
    </form>
  );
}

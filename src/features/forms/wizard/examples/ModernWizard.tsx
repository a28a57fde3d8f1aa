import { AtSign, ClipboardCheck, MapPin, User, UserCircle } from 'lucide-react';
import { Card, CardBody } from '@/ui/card/Card';
import { Stepper } from '@/ui/stepper/Stepper';
import { steps } from './signUp';
import { useSignUpWizard } from './useSignUpWizard';
import { WizardPanel } from './WizardPanel';

const icons = [User, UserCircle, MapPin, AtSign, ClipboardCheck].map((Icon, n) => <Icon key={n} aria-hidden />);

/** Numbered steps with an icon and a description each, in the card's header; the step below. */
export default function ModernWizard() {
  const wizard = useSignUpWizard('modern');
  return (
    <form noValidate onSubmit={wizard.onSubmit}>
      <Card>
        <CardBody style={{ borderBlockEnd: '1px solid var(--c-border)' }}>
          <Stepper
            label="Sign-up steps"
            doneLabel="completed"
            steps={steps.map((step, n) => ({ ...step, title: `${n + 1}. ${step.title}`, icon: icons[n] }))}
            current={wizard.step.id}
            reachable={wizard.reachable}
            onSelect={wizard.goTo}
          />
        </CardBody>
        <CardBody>
          <WizardPanel wizard={wizard} />
        </CardBody>
      </Card>
    </form>
  );
}

import { useState } from 'react';
import { Button } from '@/ui/button/Button';
import { Modal, ModalClose } from '@/ui/modal/Modal';

const sections = [
  'Your account',
  'What you may upload',
  'Payments and refunds',
  'Your data',
  'Cookies',
  'Service levels',
  'Ending the agreement',
  'Changes to these terms',
  'The law that applies',
  'How to reach us',
];

/**
 * Content taller than the screen scrolls inside the modal's body, while its title and its footer's
 * buttons stay in view. The page behind does not scroll.
 */
export default function ScrollingModal() {
  const [accepted, setAccepted] = useState(false);
  return (
    <div style={{ display: 'grid', justifyItems: 'start', gap: '0.75rem' }}>
      <Modal
        title="Terms of service"
        trigger={<Button variant="tint">Read the terms</Button>}
        footer={
          <>
            <ModalClose asChild>
              <Button variant="outline" tone="secondary">
                Not now
              </Button>
            </ModalClose>
            <ModalClose asChild>
              <Button onClick={() => setAccepted(true)}>Accept</Button>
            </ModalClose>
          </>
        }
      >
        {sections.map((section, index) => (
          <section key={section}>
            <h3 style={{ fontSize: '1rem', marginBlock: '1rem 0.5rem' }}>
              {index + 1}. {section}
            </h3>
            <p style={{ margin: 0 }}>
              This part says what {section.toLowerCase()} means for you and for us, in plain words, with the choices you
              have and whom to ask when something is not clear.
            </p>
          </section>
        ))}
      </Modal>
      <p role="status" style={{ margin: 0 }}>
        {accepted ? 'Terms accepted.' : 'Terms not accepted yet.'}
      </p>
    </div>
  );
}

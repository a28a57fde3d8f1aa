import { Button } from '@/ui/button/Button';
import { Modal, ModalClose } from '@/ui/modal/Modal';

/**
 * A `trigger` opens the modal; the focus moves inside and stays there until it closes, by its close
 * button, a `ModalClose` in the footer, Escape or a click on the backdrop. The focus then goes back
 * to the trigger.
 */
export default function BasicModal() {
  return (
    <Modal
      title="Welcome aboard"
      description="Three things to do in your first week."
      trigger={<Button>Open modal</Button>}
      footer={
        <ModalClose asChild>
          <Button>Got it</Button>
        </ModalClose>
      }
    >
      <ol style={{ margin: 0, paddingInlineStart: '1.25rem', display: 'grid', gap: '0.5rem' }}>
        <li>Add your photo and your working hours to your profile.</li>
        <li>Invite the people you work with most.</li>
        <li>Connect your calendar, so meetings show up on their own.</li>
      </ol>
    </Modal>
  );
}

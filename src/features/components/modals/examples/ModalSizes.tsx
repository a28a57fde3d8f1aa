import { Button } from '@/ui/button/Button';
import { Modal, ModalClose } from '@/ui/modal/Modal';

const sizes = [
  { size: 'sm', name: 'Small', text: '24rem wide, for a short question or a confirmation.' },
  { size: 'md', name: 'Default', text: '32rem wide, for most forms.' },
  { size: 'lg', name: 'Large', text: '50rem wide, for two columns or a small table.' },
  { size: 'xl', name: 'Extra large', text: '71rem wide, for a preview or a wide table.' },
] as const;

/**
 * `size` sets the modal's width; on a narrow screen every size takes the screen's width less a
 * margin, so one modal serves a phone and a desktop.
 */
export default function ModalSizes() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
      {sizes.map(({ size, name, text }) => (
        <Modal
          key={size}
          size={size}
          title={`${name} modal`}
          trigger={<Button variant="outline">{name}</Button>}
          footer={
            <ModalClose asChild>
              <Button variant="tint" tone="secondary">
                Done
              </Button>
            </ModalClose>
          }
        >
          <p style={{ margin: 0 }}>{text}</p>
        </Modal>
      ))}
    </div>
  );
}

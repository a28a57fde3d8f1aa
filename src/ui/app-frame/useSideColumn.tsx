import { Menu } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../button/Button';
import { Offcanvas } from '../offcanvas/Offcanvas';
import { useMediaQuery } from '../theme/useMediaQuery';
import { appFrameRoomy } from './AppFrame';

/**
 * An app frame's side column (folders, views, filters): beside the main pane when the screen is roomy,
 * else in a side panel that a menu button opens. Render `column(content)` first in the AppFrame and
 * `opener(content)` in the main pane's toolbar; call `close` when a place is chosen in it.
 */
export function useSideColumn({ title, openLabel }: { title: string; openLabel: string }) {
  const roomy = useMediaQuery(appFrameRoomy);
  const [open, setOpen] = useState(false);
  return {
    roomy,
    close: () => setOpen(false),
    column: (content: ReactNode) => (roomy ? content : null),
    opener: (content: ReactNode) =>
      roomy ? null : (
        <Offcanvas
          title={title}
          side="start"
          size="17rem"
          open={open}
          onOpenChange={setOpen}
          trigger={
            <Button variant="text" tone="secondary" iconOnly aria-label={openLabel}>
              <Menu aria-hidden size={20} />
            </Button>
          }
        >
          {content}
        </Offcanvas>
      ),
  };
}

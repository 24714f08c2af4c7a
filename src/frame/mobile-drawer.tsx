import type { ReactNode } from 'react';
import { Button as AriaButton, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { CloseIcon } from '../ui/icons/close';

/**
 * The mobile navigation drawer, loaded only when the menu button is first pressed (keeps react-aria's
 * overlay code out of the initial JS). Focus is trapped inside and returns to the menu button on close.
 */
export default function MobileDrawer({
  isOpen,
  onOpenChange,
  children,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <ModalOverlay className="drawer-overlay" isDismissable isOpen={isOpen} onOpenChange={onOpenChange}>
      <Modal className="drawer">
        <Dialog className="drawer__dialog" aria-labelledby="drawer-title">
          <div className="drawer__top">
            <Heading slot="title" id="drawer-title" className="drawer__title">
              Menu
            </Heading>
            <AriaButton slot="close" className="btn btn--quiet drawer__close" aria-label="Close menu">
              <CloseIcon size={24} />
            </AriaButton>
          </div>
          <nav aria-label="Mobile" className="drawer__nav">
            {children}
          </nav>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

import { Dialog, DialogDismiss, DialogHeading, FocusTrapRegion } from '@ariakit/react';
import type { FormEvent, ReactNode } from 'react';

/**
 * A modal dialog over a backdrop (Ariakit's): focus moves into it on open, Tab stays inside, the page
 * behind is inert, and Escape, a click on the backdrop or the close button closes it and gives focus
 * back to what opened it. Its content is mounted only while it is open.
 *
 * The page behind being inert, the browser would still let Tab leave the last control for its own
 * toolbar: the focus trap region sends it round to the first instead.
 */
export function ModalDialog({
  open,
  heading,
  closeLabel,
  className,
  onClose,
  onSubmit,
  children,
}: {
  open: boolean;
  heading: ReactNode;
  /** The close button's text: "Close templates" tells a screen reader which dialog it closes. */
  closeLabel: string;
  className: string;
  onClose: () => void;
  /** React bubbles a submit along the component tree, portal or not: a dialog may stop it here. */
  onSubmit?: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      unmountOnHide
      backdrop={<div className="dialog-backdrop" />}
      className={`modal-dialog ${className}`}
      onSubmit={onSubmit}
    >
      <FocusTrapRegion enabled={open}>
        <div className="modal-dialog-header">
          {/* The builder's page has its own h1; a dialog's title is one level under it. */}
          <DialogHeading render={<h2>{heading}</h2>} />
          <DialogDismiss>{closeLabel}</DialogDismiss>
        </div>
        {children}
      </FocusTrapRegion>
    </Dialog>
  );
}

import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';

/**
 * A modal dialog over the workspace, so opening it moves nothing below: Escape or its close button
 * closes it, and focus goes back to what opened it.
 */
export function LibraryDialog({
  heading,
  onClose,
  children,
}: {
  heading: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const node = dialog.current;
    const opener = document.activeElement;
    if (node !== null && !node.open) node.showModal();
    return () => {
      // Closed by choosing an item, the dialog leaves the page still open: focus would be lost.
      if (node?.open) node.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      className="library-panel"
      aria-label={heading}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="library-header">
        <h2>{heading}</h2>
        <button type="button" onClick={onClose}>
          Close {heading.toLowerCase()}
        </button>
      </div>
      {children}
    </dialog>
  );
}

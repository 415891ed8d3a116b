import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { focusableElements } from './focusable';
import './modal.css';

type ModalProps = {
  isOpen: boolean;
  title: string;
  /** Called on Escape and on the close button; the parent owns the open state. */
  onClose: () => void;
  children: ReactNode;
  /** Action buttons, right-aligned under the body. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
};

/**
 * An accessible modal built on <dialog>.showModal(): the browser renders it in the top layer and makes
 * the page behind it inert. On top of that, Tab is wrapped inside the dialog, the first field gets
 * focus, and focus returns to whatever opened it. Clicking the backdrop does not close it, so a
 * half-filled form is never lost to a stray click.
 */
export function Modal({ isOpen, title, onClose, children, footer, size = 'md' }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!isOpen || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const [firstInBody] = bodyRef.current ? focusableElements(bodyRef.current) : [];
    (firstInBody ?? focusableElements(dialog)[0] ?? dialog).focus();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, [isOpen]);

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusables = focusableElements(dialogRef.current);
    const first = focusables[0];
    const last = focusables.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={dialogRef}
      className={`modal modal--${size}`}
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(event) => {
        // Escape: keep React's state the single source of truth instead of letting the browser close it.
        event.preventDefault();
        onClose();
      }}
      onKeyDown={handleKeyDown}
    >
      {isOpen && (
        <div className="modal__panel">
          <header className="modal__header">
            <h2 id={titleId} className="modal__title">
              {title}
            </h2>
            <button type="button" className="modal__close" onClick={onClose} aria-label="Fechar">
              <span aria-hidden="true">×</span>
            </button>
          </header>
          <div ref={bodyRef} className="modal__body">
            {children}
          </div>
          {footer && <footer className="modal__footer">{footer}</footer>}
        </div>
      )}
    </dialog>
  );
}

import type { ReactNode } from 'react';
import './notice.css';

type NoticeProps = {
  tone?: 'danger' | 'info';
  children: ReactNode;
  /** Shows a 'Fechar' button; the parent removes the notice. */
  onDismiss?: () => void;
};

/**
 * A message on the page itself: a list that could not load (e.g. the server's 403 text) or the reason a
 * deletion was refused. Errors are announced at once (role alert), information politely (role status).
 */
export function Notice({ tone = 'danger', children, onDismiss }: NoticeProps) {
  return (
    <div className={`notice notice--${tone}`} role={tone === 'danger' ? 'alert' : 'status'}>
      <div className="notice__text">{children}</div>
      {onDismiss && (
        <button type="button" className="notice__dismiss" onClick={onDismiss}>
          Fechar
        </button>
      )}
    </div>
  );
}

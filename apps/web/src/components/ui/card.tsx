import type { ReactNode } from 'react';
import './card.css';

type CardProps = {
  title?: string;
  /** Buttons or links on the right of the title. */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A white panel for a group of content: a dashboard figure, a form section, a filter box. */
export function Card({ title, actions, className, children }: CardProps) {
  return (
    <section className={['card', className].filter(Boolean).join(' ')}>
      {(title || actions) && (
        <header className="card__header">
          {title && <h2 className="card__title">{title}</h2>}
          {actions && <div className="card__actions">{actions}</div>}
        </header>
      )}
      <div className="card__body">{children}</div>
    </section>
  );
}

import type { ReactNode } from 'react';
import { APP_NAME } from '../../config/app';
import './page-header.css';

type PageHeaderProps = {
  /** The screen's heading, exactly as SPEC.md names it; also the browser tab title. */
  title: string;
  description?: ReactNode;
  /** Buttons on the right (new record, print); hidden when printing. */
  actions?: ReactNode;
};

export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <header className="page-header">
      {/* React 19 hoists <title> into <head>. */}
      <title>{`${title} · ${APP_NAME}`}</title>
      <div className="page-header__text">
        <h1 className="page-header__title">{title}</h1>
        {description && <p className="page-header__description">{description}</p>}
      </div>
      {actions && <div className="page-header__actions no-print">{actions}</div>}
    </header>
  );
}

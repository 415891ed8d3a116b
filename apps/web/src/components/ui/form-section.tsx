import type { ReactNode } from 'react';
import './form-section.css';

type FormSectionProps = {
  /** The group's name, e.g. 'Identificação e Contato'; screen readers read it with each field. */
  title: string;
  children: ReactNode;
};

/** Fields side by side in a responsive grid, for a form without named groups. */
export function FormGrid({ children }: { children: ReactNode }) {
  return <div className="form-grid">{children}</div>;
}

/** A named group of fields laid out in a responsive grid; `form-grid__wide` spans the whole row. */
export function FormSection({ title, children }: FormSectionProps) {
  return (
    <fieldset className="form-section">
      <legend className="form-section__title">{title}</legend>
      <div className="form-grid">{children}</div>
    </fieldset>
  );
}

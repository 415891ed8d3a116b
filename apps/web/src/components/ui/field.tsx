import { createContext, type ReactNode, useContext, useId } from 'react';
import { PERIODO_INVERTIDO } from '../../lib/filtros-na-url';
import './field.css';

type FieldContextValue = {
  id: string;
  describedBy: string | undefined;
  isInvalid: boolean;
  isRequired: boolean;
};

const FieldContext = createContext<FieldContextValue | null>(null);

/**
 * Messages of the shared schemas worded for the screen: a date is typed dd/mm/aaaa (DateInput), so its message
 * says so; an inverted period reads as the filter bars say it.
 */
const MENSAGENS_DA_TELA: Record<string, string> = {
  'Data inválida (use AAAA-MM-DD).': 'Data inválida (use dd/mm/aaaa).',
  'A data inicial deve ser anterior ou igual à data final.': PERIODO_INVERTIDO,
};

/** Wiring for the control inside a Field; null when a control is used on its own. */
export function useFieldControl(): FieldContextValue | null {
  return useContext(FieldContext);
}

type FieldProps = {
  label: string;
  /** The validation message; when set the control is marked aria-invalid and points at it. */
  error?: string | undefined;
  hint?: string;
  isRequired?: boolean;
  /** Pins the control's id, e.g. when a test or a label elsewhere refers to it. */
  id?: string;
  className?: string;
  children: ReactNode;
};

/**
 * Label + control + hint + error, with the ids wired so screen readers read the label and the error
 * with the control. The control is an Input, Select or Textarea from field-controls.tsx.
 */
export function Field({ label, error, hint, isRequired = false, id, className, children }: FieldProps) {
  const generatedId = useId();
  const mensagem = error === undefined ? undefined : (MENSAGENS_DA_TELA[error] ?? error);
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-dica` : undefined;
  const errorId = error ? `${controlId}-erro` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={['field', error ? 'field--invalid' : '', className].filter(Boolean).join(' ')}>
      <div className="field__label-row">
        <label className="field__label" htmlFor={controlId}>
          {label}
        </label>
        {/* Outside the label so the accessible name stays the bare label; `required` tells assistive tech. */}
        {isRequired && (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        )}
      </div>
      <FieldContext.Provider value={{ id: controlId, describedBy, isInvalid: Boolean(error), isRequired }}>
        {children}
      </FieldContext.Provider>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {mensagem && (
        <p id={errorId} className="field__error">
          {mensagem}
        </p>
      )}
    </div>
  );
}

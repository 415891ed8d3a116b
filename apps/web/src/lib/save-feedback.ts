import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { applyServerFieldErrors } from './server-errors';

/** The alerts of saving one kind of record, verbatim from SPEC; each feature keeps its own. */
export type SaveTexts = {
  created: string;
  updated: string;
  /** The alert of a failure, e.g. `Erro ao salvar produto: ${the server's reason}`. */
  failed: (error: unknown) => string;
  /** Label of the failure in the browser console, e.g. 'Erro ao salvar produto:'. */
  failedLog: string;
};

type SaveFeedbackOptions<T extends FieldValues> = {
  texts: SaveTexts;
  isEditing: boolean;
  /** The form's setError and the fields the server may name in a 400's details. */
  setError: UseFormSetError<T>;
  fields: readonly Path<T>[];
  /** Runs before the success alert, e.g. closing the modal. */
  onSaved: () => void;
};

/**
 * The callbacks of a save mutation in a register form: on success the modal closes and SPEC's alert shows;
 * on failure the server's field errors go under their inputs and the alert gives its reason.
 */
export function saveFeedback<T extends FieldValues>({
  texts,
  isEditing,
  setError,
  fields,
  onSaved,
}: SaveFeedbackOptions<T>) {
  return {
    onSuccess: () => {
      onSaved();
      window.alert(isEditing ? texts.updated : texts.created);
    },
    onError: (error: unknown) => {
      console.error(texts.failedLog, error);
      applyServerFieldErrors(error, setError, fields);
      window.alert(texts.failed(error));
    },
  };
}

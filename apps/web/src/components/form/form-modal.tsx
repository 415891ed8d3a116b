import { type FormEventHandler, type ReactNode, useId } from 'react';
import { Button, type ButtonVariant } from '../ui/button';
import { Modal } from '../ui/modal';
import { Notice } from '../ui/notice';

type FormModalProps = {
  title: string;
  size?: 'md' | 'lg';
  onClose: () => void;
  /** The form's submit, usually react-hook-form's handleSubmit(...). */
  onSubmit: FormEventHandler<HTMLFormElement>;
  isPending: boolean;
  submitLabel?: string;
  loadingText?: string;
  cancelLabel?: string;
  /** 'danger' for an irreversible act (a cancellation, an inutilização). */
  submitVariant?: ButtonVariant;
  /** The submit waits for something the form needs (its options). */
  isSubmitDisabled?: boolean;
  /** The server's reason of the last failure (useFormulario's `falha`), above everything. */
  falha?: string | null;
  /** What the dialog shows above the form (the note it acts on, its history). */
  header?: ReactNode;
  /** In place of the form while its options load, e.g. 'Carregando...'. */
  placeholder?: ReactNode;
  /** The form element's class (its layout). */
  formClassName?: string;
  children: ReactNode;
};

/** A dialog around one form: the failure, the form, then 'Cancelar' and the submit under them. */
export function FormModal({
  title,
  size,
  onClose,
  onSubmit,
  isPending,
  submitLabel = 'Salvar',
  loadingText = 'Salvando...',
  cancelLabel = 'Cancelar',
  submitVariant,
  isSubmitDisabled = false,
  falha,
  header,
  placeholder,
  formClassName,
  children,
}: FormModalProps) {
  const formId = useId();
  return (
    <Modal
      isOpen
      title={title}
      onClose={onClose}
      size={size}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={submitVariant}
            disabled={isSubmitDisabled}
            isLoading={isPending}
            loadingText={loadingText}
          >
            {submitLabel}
          </Button>
        </>
      }
    >
      {falha && <Notice>{falha}</Notice>}
      {header}
      {placeholder ?? (
        // noValidate: the zod messages (the server's) are shown instead of the browser's bubbles.
        <form id={formId} onSubmit={onSubmit} noValidate className={formClassName}>
          {children}
        </form>
      )}
    </Modal>
  );
}

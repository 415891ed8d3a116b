import { type FormEventHandler, type ReactNode, useId } from 'react';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';

type RegisterFormModalProps = {
  /** 'Novo ...' or 'Editar ...'. */
  title: string;
  size?: 'md' | 'lg';
  isSaving: boolean;
  onClose: () => void;
  /** The form's submit, usually react-hook-form's handleSubmit(...). */
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
};

/** The create/edit modal of a register: the form's fields, with 'Cancelar' and 'Salvar' under them. */
export function RegisterFormModal({
  title,
  size,
  isSaving,
  onClose,
  onSubmit,
  children,
}: RegisterFormModalProps) {
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
            Cancelar
          </Button>
          <Button type="submit" form={formId} isLoading={isSaving} loadingText="Salvando...">
            Salvar
          </Button>
        </>
      }
    >
      {/* noValidate: the zod messages (the server's) are shown instead of the browser's bubbles. */}
      <form id={formId} onSubmit={onSubmit} noValidate>
        {children}
      </form>
    </Modal>
  );
}

import type { FormEventHandler, ReactNode } from 'react';
import { FormModal } from '../form/form-modal';

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
export function RegisterFormModal({ isSaving, ...props }: RegisterFormModalProps) {
  return <FormModal isPending={isSaving} {...props} />;
}

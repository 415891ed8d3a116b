import { tamanhoTextoLivreXml } from '@erp/contracts/texto-livre';
import type { FormEventHandler, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormModal } from '../form/form-modal';
import { Field } from '../ui/field';
import { Textarea } from '../ui/field-controls';

/** SEFAZ (xJust of event 110111) and the Sefin (xMotivo of event e101101) take 15 to 255 characters. */
const JUSTIFICATIVA_MAX = 255;

type CancelamentoModalProps = {
  /** 'Cancelar NF-e' or 'Cancelar NFS-e'. */
  titulo: string;
  /** The document being cancelled, as the user knows it (person, number, value). */
  resumo: ReactNode;
  /** Why the last attempt failed, shown above the form. */
  motivoDaFalha: string | null;
  isCancelando: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  /** The form's fields: the justification (CampoJustificativa) and whatever the document's event asks. */
  children: ReactNode;
};

/** The dialog of an NF-e's or NFS-e's cancellation, opened after SPEC's confirmation. */
export function CancelamentoModal({
  titulo,
  resumo,
  motivoDaFalha,
  isCancelando,
  onSubmit,
  onClose,
  children,
}: CancelamentoModalProps) {
  return (
    <FormModal
      title={titulo}
      onClose={onClose}
      onSubmit={onSubmit}
      isPending={isCancelando}
      submitLabel="Confirmar Cancelamento"
      loadingText="Cancelando..."
      submitVariant="danger"
      cancelLabel="Voltar"
      falha={motivoDaFalha}
      header={resumo}
      formClassName="stack"
    >
      {children}
    </FormModal>
  );
}

type CampoJustificativaProps = {
  registro: UseFormRegisterReturn<'justificativa'>;
  /** The text typed so far: the counter measures it as the XML will carry it. */
  texto: string;
  erro: string | undefined;
};

/** The cancellation's justification with its counter. */
export function CampoJustificativa({ registro, texto, erro }: CampoJustificativaProps) {
  return (
    <Field
      label="Justificativa"
      error={erro}
      hint={`${tamanhoTextoLivreXml(texto)}/${JUSTIFICATIVA_MAX} caracteres (mínimo 15).`}
      isRequired
    >
      <Textarea {...registro} maxLength={JUSTIFICATIVA_MAX} rows={4} />
    </Field>
  );
}

import {
  DESCRICAO_MANIFESTACAO,
  EVENTOS_MANIFESTACAO,
  type TEventoManifestacao,
  type TManifestacao,
  ZManifestarNfe,
} from '@erp/contracts/manifestacoes';
import type { z } from 'zod';
import { FormModal } from '../../../components/form/form-modal';
import { Field } from '../../../components/ui/field';
import { Select, Textarea } from '../../../components/ui/field-controls';
import { Notice } from '../../../components/ui/notice';
import { useFormulario } from '../../../lib/use-formulario';
import { useManifestarEntrada } from '../api/manifestar-entrada';
import { eventosPossiveis, pedeJustificativa } from '../utils/eventos-possiveis';

type ManifestarForm = { evento: TEventoManifestacao; justificativa?: string };

/**
 * The contract's body of the manifestação: its preprocess (an absent body confirms) makes its input `unknown`,
 * while the form always holds an event and the justification as typed.
 */
const SCHEMA = ZManifestarNfe as unknown as z.ZodType<z.output<typeof ZManifestarNfe>, ManifestarForm>;

type ManifestarModalProps = {
  alvo: { id: number; origem: 'entrada' | 'documento'; descricao: string; manifestacoes: TManifestacao[] };
  onClose: () => void;
};

/** 'Manifestar': the recipient's other answers besides 'Confirmar Recebimento', with the justification. */
export function ManifestarModal({ alvo, onClose }: ManifestarModalProps) {
  const possiveis = eventosPossiveis(alvo.manifestacoes);
  const mutation = useManifestarEntrada();
  const form = useFormulario({
    schema: SCHEMA,
    defaultValues: { evento: possiveis[0] ?? 'confirmacao', justificativa: '' },
    // The length rule reads while typing; the justification of an event without one is not sent.
    mode: 'onChange',
    shouldUnregister: true,
  });
  const evento = form.watch('evento');
  const justificativa = form.watch('justificativa') ?? '';

  const enviar = form.handleSubmit((pedido) => {
    if (!window.confirm('Esta manifestação é enviada à SEFAZ e é irreversível. Confirma?')) return;
    form.limparFalha();
    mutation.mutate(
      { id: alvo.id, origem: alvo.origem, ...pedido },
      form.respostas(
        (mensagem: string) => {
          window.alert(mensagem);
          onClose();
        },
        { fallback: 'erro desconhecido.' },
      ),
    );
  });

  return (
    <FormModal
      title="Manifestar NF-e"
      onClose={onClose}
      onSubmit={enviar}
      isPending={mutation.isPending}
      submitLabel="Enviar à SEFAZ"
      loadingText="Enviando..."
      cancelLabel="Fechar"
      isSubmitDisabled={possiveis.length === 0}
      falha={form.falha && `Falha: ${form.falha}`}
      header={<p>{alvo.descricao}</p>}
      placeholder={
        possiveis.length === 0 ? (
          <Notice>Esta nota já tem a manifestação conclusiva; não há outra a enviar.</Notice>
        ) : undefined
      }
      formClassName="stack"
    >
      <Field label="Manifestação" isRequired>
        <Select {...form.register('evento')}>
          {possiveis.map((e) => (
            <option key={e} value={e}>
              {DESCRICAO_MANIFESTACAO[EVENTOS_MANIFESTACAO[e]]}
            </option>
          ))}
        </Select>
      </Field>
      {pedeJustificativa(evento) && (
        <Field
          label="Justificativa"
          isRequired={evento === 'nao_realizada'}
          hint={`${justificativa.trim().length}/255 caracteres (mínimo 15).`}
          error={form.formState.errors.justificativa?.message}
        >
          <Textarea {...form.register('justificativa')} maxLength={255} rows={3} />
        </Field>
      )}
    </FormModal>
  );
}

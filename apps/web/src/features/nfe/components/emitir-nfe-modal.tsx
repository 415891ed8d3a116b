import type { TNfeListaItem } from '@erp/contracts/nfe-documento';
import { type TContingenciaDisponivel, ZEmitirNfe } from '@erp/contracts/nfe-emissao';
import { tamanhoTextoLivreXml } from '@erp/contracts/texto-livre';
import { useState } from 'react';
import { FormModal } from '../../../components/form/form-modal';
import { DateInput } from '../../../components/ui/entrada-br';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/field-controls';
import { Notice } from '../../../components/ui/notice';
import { useFormulario } from '../../../lib/use-formulario';
import { ofertaSemEnvio, useEmitirNfe } from '../api/emitir-nfe';
import { falhaNaEmissao } from '../utils/mensagens';
import { numeroESerie } from '../utils/nota-listada';
import { ResumoNota } from './resumo-nota';

export const AVISO_EMISSAO = 'A NF-e será enviada à SEFAZ para autorização. Esta ação não pode ser desfeita.';

/** B29 xJust: 15 to 256 characters, printed on the DANFE. */
const JUSTIFICATIVA_MAX = 256;

type Oferta = TContingenciaDisponivel &
  Pick<TNfeListaItem, 'numero_nfe' | 'serie_nfe'> & {
    /** Sent in normal mode and waiting (202, or the list); false: a draft the server did not send (503). */
    isEnviada: boolean;
  };

export function avisoContingencia(oferta: Oferta): string {
  const envio = oferta.isEnviada
    ? 'A NF-e será assinada de novo com outra chave de acesso (o número fica o mesmo) e enviada'
    : 'A NF-e será numerada, assinada e enviada';
  return (
    `${envio} à SEFAZ Virtual de Contingência (${oferta.svc}). O DANFE sai marcado "EMITIDA EM CONTINGÊNCIA". ` +
    'Esta ação não pode ser desfeita.'
  );
}

export function motivoDaContingencia(oferta: Oferta): string {
  if (!oferta.isEnviada) {
    return (
      `A SEFAZ não está respondendo (${oferta.motivo}). A NF-e não foi enviada e continua em rascunho: ela pode ` +
      `ser emitida agora em contingência (${oferta.svc}), com uma justificativa, ou normalmente mais tarde.`
    );
  }
  const nota = oferta.numero_nfe === null ? 'A NF-e' : `A NF-e nº ${numeroESerie(oferta)}`;
  return (
    `A SEFAZ não respondeu (${oferta.motivo}). ${nota} não foi autorizada: ela será reenviada ` +
    `automaticamente quando a SEFAZ voltar, ou pode ser emitida agora em contingência (${oferta.svc}), com uma ` +
    'justificativa.'
  );
}

type EmitirNfeModalProps = {
  nota: TNfeListaItem;
  /** SPEC §9: today plus the client's payment term, or plus 30 days. */
  vencimentoInicial: string;
  onClose: () => void;
};

/**
 * SPEC §8 'Emit': the due date, then the confirmation that the note goes to SEFAZ, in one dialog. When the UF's
 * autorizador does not answer, the server says so (202 with `contingencia_disponivel`, or a 503 with it for a
 * draft it did not send while the autorizador is down) and the dialog stays open offering the SVC with a
 * justification; a note the list shows waiting that way opens here in that mode. Never to the SVC without the
 * user's justification.
 */
export function EmitirNfeModal({ nota, vencimentoInicial, onClose }: EmitirNfeModalProps) {
  const [oferta, setOferta] = useState<Oferta | null>(
    nota.contingencia_disponivel
      ? {
          svc: nota.contingencia_disponivel,
          motivo: nota.x_motivo ?? 'sem resposta',
          numero_nfe: nota.numero_nfe,
          serie_nfe: nota.serie_nfe,
          isEnviada: true,
        }
      : null,
  );
  const emitirMutation = useEmitirNfe();
  const form = useFormulario({
    schema: ZEmitirNfe,
    defaultValues: { data_vencimento: vencimentoInicial },
    camposDoServidor: ['contingencia.justificativa'],
    falhaSoSemCampos: true,
  });
  const { register } = form;
  const errors = form.formState.errors;
  const caracteres = tamanhoTextoLivreXml(form.watch('contingencia.justificativa'));

  const onSubmit = form.handleSubmit(({ data_vencimento, contingencia }) => {
    form.limparFalha();
    emitirMutation.mutate(
      { id: nota.id, data_vencimento, contingencia },
      {
        onSuccess: (resposta) => {
          if (resposta.status === 'Processando' && resposta.contingencia_disponivel) {
            const { numero_nfe, serie_nfe } = resposta;
            setOferta({ ...resposta.contingencia_disponivel, numero_nfe, serie_nfe, isEnviada: true });
            return;
          }
          onClose();
          window.alert(resposta.message);
        },
        onError: (error) => {
          const semEnvio = ofertaSemEnvio(error);
          if (semEnvio) {
            const { numero_nfe, serie_nfe } = nota;
            setOferta({ ...semEnvio, numero_nfe, serie_nfe, isEnviada: false });
            return;
          }
          console.error('Erro ao emitir NF-e:', error);
          // A justification the server refused is said under it; anything else above the form and in the alert.
          if (form.falhou(error) === 0) window.alert(falhaNaEmissao(error));
        },
      },
    );
  });

  return (
    <FormModal
      title={oferta ? 'Emitir NF-e em contingência' : 'Emitir NF-e'}
      onClose={onClose}
      onSubmit={onSubmit}
      isPending={emitirMutation.isPending}
      submitLabel={oferta ? `Emitir em contingência (${oferta.svc})` : 'Emitir NF-e'}
      loadingText="Emitindo..."
      cancelLabel="Voltar"
      falha={form.falha}
      header={
        <>
          {oferta && <Notice tone="info">{motivoDaContingencia(oferta)}</Notice>}
          <ResumoNota nota={nota} />
        </>
      }
    >
      <Field label="Data de Vencimento" error={errors.data_vencimento?.message} isRequired>
        <DateInput {...register('data_vencimento')} />
      </Field>
      {oferta && (
        <Field
          label="Justificativa da contingência"
          error={errors.contingencia?.justificativa?.message}
          hint={`${caracteres}/${JUSTIFICATIVA_MAX} caracteres (mínimo 15). Vai impressa no DANFE.`}
          isRequired
        >
          <Textarea
            {...register('contingencia.justificativa')}
            maxLength={JUSTIFICATIVA_MAX}
            rows={3}
            placeholder="Ex.: SEFAZ-SP sem resposta desde as 14h"
          />
        </Field>
      )}
      <p className="nfe-aviso">{oferta ? avisoContingencia(oferta) : AVISO_EMISSAO}</p>
    </FormModal>
  );
}

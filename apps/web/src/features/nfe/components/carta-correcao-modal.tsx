import type { TNfeListaItem } from '@erp/contracts/nfe-documento';
import { ZCartaCorrecao } from '@erp/contracts/nfe-emissao';
import { FormModal } from '../../../components/form/form-modal';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/field-controls';
import { Notice } from '../../../components/ui/notice';
import { useFormulario } from '../../../lib/use-formulario';
import { useNfe } from '../api/buscar-nfe';
import { useRegistrarCartaCorrecao } from '../api/registrar-carta-correcao';
import { falhaAoRegistrarCarta } from '../utils/mensagens';
import { cartasDeCorrecao } from '../utils/numeracao';
import { CartasCorrecaoTable } from './cartas-correcao-table';
import { ResumoNota } from './resumo-nota';

/** xCorrecao of event 110110 takes 15 to 1000 characters. */
const CORRECAO_MAX = 1000;

/**
 * Convênio SINIEF s/nº de 1970, art. 7º, § 1º-A: what a Carta de Correção may not change. Each letter also
 * replaces the previous ones, so it must repeat every correction still in force.
 */
export const AVISO_CARTA_CORRECAO =
  'A Carta de Correção não pode alterar valores, quantidades, impostos (base de cálculo e alíquota), os dados ' +
  'do emitente ou do destinatário, nem as datas de emissão ou de saída. Cada nova carta substitui as ' +
  'anteriores: repita nela as correções que continuam valendo.';

type CartaCorrecaoModalProps = { nota: TNfeListaItem; onClose: () => void };

/** The note's correction letters so far and the form of a new one. */
export function CartaCorrecaoModal({ nota, onClose }: CartaCorrecaoModalProps) {
  const nfeQuery = useNfe(nota.id, true);
  const registrarMutation = useRegistrarCartaCorrecao();
  const form = useFormulario({ schema: ZCartaCorrecao, defaultValues: { correcao: '' } });
  const caracteres = (form.watch('correcao') ?? '').trim().length;

  const onSubmit = form.handleSubmit(({ correcao }) => {
    form.limparFalha();
    registrarMutation.mutate(
      { id: nota.id, correcao },
      // The dialog stays open: the new letter shows in the history above the emptied form.
      form.respostas(form.recomecar({ correcao: '' }), {
        log: 'Erro ao registrar Carta de Correção:',
        alerta: falhaAoRegistrarCarta,
      }),
    );
  });

  return (
    <FormModal
      size="lg"
      title="Carta de Correção"
      onClose={onClose}
      onSubmit={onSubmit}
      isPending={registrarMutation.isPending}
      submitLabel="Registrar Carta de Correção"
      loadingText="Registrando..."
      cancelLabel="Fechar"
      falha={form.falha}
      header={
        <>
          <ResumoNota nota={nota} />
          {nfeQuery.isError && <Notice>Não foi possível carregar as Cartas de Correção da nota.</Notice>}
          <CartasCorrecaoTable
            nota={nota}
            cartas={nfeQuery.data && cartasDeCorrecao(nfeQuery.data.eventos)}
            isLoading={nfeQuery.isPending && !nfeQuery.isError}
          />
          <p className="nfe-aviso">{AVISO_CARTA_CORRECAO}</p>
        </>
      }
    >
      <Field
        label="Correção"
        error={form.formState.errors.correcao?.message}
        hint={`${caracteres}/${CORRECAO_MAX} caracteres (mínimo 15).`}
        isRequired
      >
        <Textarea {...form.register('correcao')} maxLength={CORRECAO_MAX} rows={5} />
      </Field>
    </FormModal>
  );
}

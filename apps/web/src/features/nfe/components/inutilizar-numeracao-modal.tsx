import { ZInutilizarNfe } from '@erp/contracts/nfe-emissao';
import { tamanhoTextoLivreXml } from '@erp/contracts/texto-livre';
import { useEffect } from 'react';
import { FormModal } from '../../../components/form/form-modal';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/field-controls';
import { FormGrid } from '../../../components/ui/form-section';
import { Notice } from '../../../components/ui/notice';
import { useFormulario } from '../../../lib/use-formulario';
import { useLacunasNfe } from '../api/buscar-lacunas-nfe';
import { useInutilizarNumeracao } from '../api/inutilizar-numeracao';
import { falhaAoInutilizar } from '../utils/mensagens';
import { perguntaInutilizacao } from '../utils/numeracao';
import { NumeracaoSerie } from './numeracao-serie';

/** xJust of the inutilização takes 15 to 255 characters, like a cancellation's. */
const JUSTIFICATIVA_MAX = 255;

const VAZIO = { serie: '', numero_inicial: '', numero_final: '', justificativa: '' };

type InutilizarNumeracaoModalProps = { onClose: () => void };

/** Voids numbers of the série that no note will ever take, so SEFAZ does not see them as missing notes. */
export function InutilizarNumeracaoModal({ onClose }: InutilizarNumeracaoModalProps) {
  const lacunasQuery = useLacunasNfe();
  const inutilizarMutation = useInutilizarNumeracao();
  const form = useFormulario({
    schema: ZInutilizarNfe,
    defaultValues: VAZIO,
  });
  const { register, setValue, getValues } = form;
  const errors = form.formState.errors;
  const caracteres = tamanhoTextoLivreXml(form.watch('justificativa'));

  // The company's série, once known, unless the user already typed another one.
  const serieDaEmpresa = lacunasQuery.data?.serie;
  useEffect(() => {
    if (serieDaEmpresa !== undefined && getValues('serie') === '') setValue('serie', String(serieDaEmpresa));
  }, [serieDaEmpresa, getValues, setValue]);

  function usarFaixa(faixa: { numero_inicial: number; numero_final: number }) {
    setValue('numero_inicial', String(faixa.numero_inicial), { shouldValidate: true });
    setValue('numero_final', String(faixa.numero_final), { shouldValidate: true });
    form.setFocus('justificativa');
  }

  const onSubmit = form.handleSubmit((pedido) => {
    if (!window.confirm(perguntaInutilizacao(pedido.serie, pedido))) return;
    form.limparFalha();
    inutilizarMutation.mutate(
      pedido,
      // The next range of the same série may follow: the dialog stays open with the série kept.
      form.respostas(form.recomecar({ ...VAZIO, serie: String(pedido.serie) }), {
        log: 'Erro ao inutilizar numeração:',
        alerta: falhaAoInutilizar,
      }),
    );
  });

  return (
    <FormModal
      size="lg"
      title="Inutilizar Numeração"
      onClose={onClose}
      onSubmit={onSubmit}
      isPending={inutilizarMutation.isPending}
      submitLabel="Inutilizar"
      loadingText="Inutilizando..."
      submitVariant="danger"
      cancelLabel="Fechar"
      falha={form.falha}
      formClassName="nfe-inutilizacao"
      header={
        <>
          {lacunasQuery.isError && <Notice>Não foi possível carregar a numeração da série.</Notice>}
          <NumeracaoSerie
            numeracao={lacunasQuery.data}
            isLoading={lacunasQuery.isPending && !lacunasQuery.isError}
            onUsarFaixa={usarFaixa}
          />
        </>
      }
    >
      <FormGrid>
        <Field label="Série" error={errors.serie?.message} isRequired>
          <Input type="number" min={0} max={999} step={1} {...register('serie')} />
        </Field>
        <Field label="Número inicial" error={errors.numero_inicial?.message} isRequired>
          <Input type="number" min={1} step={1} {...register('numero_inicial')} />
        </Field>
        <Field label="Número final" error={errors.numero_final?.message} isRequired>
          <Input type="number" min={1} step={1} {...register('numero_final')} />
        </Field>
        <Field
          label="Justificativa"
          error={errors.justificativa?.message}
          hint={`${caracteres}/${JUSTIFICATIVA_MAX} caracteres (mínimo 15).`}
          isRequired
          className="form-grid__wide"
        >
          <Textarea {...register('justificativa')} maxLength={JUSTIFICATIVA_MAX} rows={3} />
        </Field>
      </FormGrid>
    </FormModal>
  );
}

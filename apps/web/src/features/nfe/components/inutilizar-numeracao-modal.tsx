import { ZInutilizarNfe } from '@erp/contracts/nfe';
import { tamanhoTextoLivreXml } from '@erp/contracts/texto-livre';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/field-controls';
import { FormGrid } from '../../../components/ui/form-section';
import { Modal } from '../../../components/ui/modal';
import { Notice } from '../../../components/ui/notice';
import { serverErrorText } from '../../../lib/server-errors';
import { useLacunasNfe } from '../api/buscar-lacunas-nfe';
import { useInutilizarNumeracao } from '../api/inutilizar-numeracao';
import { falhaAoInutilizar } from '../utils/mensagens';
import { perguntaInutilizacao } from '../utils/numeracao';
import { NumeracaoSerie } from './numeracao-serie';

/** xJust of the inutilização takes 15 to 255 characters, like a cancellation's. */
const JUSTIFICATIVA_MAX = 255;

type InutilizarNumeracaoModalProps = { onClose: () => void };

/** Voids numbers of the série that no note will ever take, so SEFAZ does not see them as missing notes. */
export function InutilizarNumeracaoModal({ onClose }: InutilizarNumeracaoModalProps) {
  const formId = useId();
  const [motivo, setMotivo] = useState<string | null>(null);
  const lacunasQuery = useLacunasNfe();
  const inutilizarMutation = useInutilizarNumeracao();
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    setFocus,
    getValues,
    watch,
    formState: { errors },
  } = useForm<z.input<typeof ZInutilizarNfe>, unknown, z.output<typeof ZInutilizarNfe>>({
    resolver: zodResolver(ZInutilizarNfe),
    defaultValues: { serie: '', numero_inicial: '', numero_final: '', justificativa: '' },
  });
  const caracteres = tamanhoTextoLivreXml(watch('justificativa'));

  // The company's série, once known, unless the user already typed another one.
  const serieDaEmpresa = lacunasQuery.data?.serie;
  useEffect(() => {
    if (serieDaEmpresa !== undefined && getValues('serie') === '') setValue('serie', String(serieDaEmpresa));
  }, [serieDaEmpresa, getValues, setValue]);

  function usarFaixa(faixa: { numero_inicial: number; numero_final: number }) {
    setValue('numero_inicial', String(faixa.numero_inicial), { shouldValidate: true });
    setValue('numero_final', String(faixa.numero_final), { shouldValidate: true });
    setFocus('justificativa');
  }

  const onSubmit = handleSubmit((pedido) => {
    if (!window.confirm(perguntaInutilizacao(pedido.serie, pedido))) return;
    setMotivo(null);
    inutilizarMutation.mutate(pedido, {
      onSuccess: (mensagem) => {
        reset({ serie: String(pedido.serie), numero_inicial: '', numero_final: '', justificativa: '' });
        window.alert(mensagem);
      },
      onError: (error) => {
        console.error('Erro ao inutilizar numeração:', error);
        setMotivo(serverErrorText(error, 'Erro desconhecido'));
        window.alert(falhaAoInutilizar(error));
      },
    });
  });

  return (
    <Modal
      isOpen
      size="lg"
      title="Inutilizar Numeração"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Fechar
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="danger"
            isLoading={inutilizarMutation.isPending}
            loadingText="Inutilizando..."
          >
            Inutilizar
          </Button>
        </>
      }
    >
      {motivo && <Notice>{motivo}</Notice>}
      {lacunasQuery.isError && <Notice>Não foi possível carregar a numeração da série.</Notice>}
      <NumeracaoSerie
        numeracao={lacunasQuery.data}
        isLoading={lacunasQuery.isPending && !lacunasQuery.isError}
        onUsarFaixa={usarFaixa}
      />
      <form id={formId} onSubmit={onSubmit} noValidate className="nfe-inutilizacao">
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
      </form>
    </Modal>
  );
}

import { type TLancamento, type TLancamentoUpdate, ZLancamentoUpdate } from '@erp/contracts/financeiro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Notice } from '../../../components/ui/notice';
import { applyServerFieldErrors, serverErrorText } from '../../../lib/server-errors';
import { useUpdateLancamento } from '../api/atualizar-lancamento';
import { useOpcoesLancamento } from '../hooks/use-opcoes-lancamento';
import { LancamentoCampos } from './lancamento-campos';

const FIELDS = ['descricao', 'valor_original', 'data_vencimento', 'id_categoria', 'id_fornecedor'] as const;

type EditarLancamentoModalProps = { lancamento: TLancamento; onClose: () => void };

/** SPEC §2 'Editar Lançamento': a pending manual entry's description, value, due date, category, supplier. */
export function EditarLancamentoModal({ lancamento, onClose }: EditarLancamentoModalProps) {
  const formId = useId();
  const [erroServidor, setErroServidor] = useState<string | null>(null);
  const hasFornecedor = lancamento.tipo === 'DESPESA';
  const fornecedorAtual =
    lancamento.id_fornecedor === null
      ? null
      : { id: lancamento.id_fornecedor, nome: lancamento.fornecedor_nome ?? '' };
  const opcoes = useOpcoesLancamento(lancamento.tipo, fornecedorAtual);
  const updateMutation = useUpdateLancamento();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TLancamentoUpdate, unknown, z.output<typeof ZLancamentoUpdate>>({
    resolver: zodResolver(ZLancamentoUpdate),
    defaultValues: {
      descricao: lancamento.descricao,
      valor_original: lancamento.valor_original,
      data_vencimento: lancamento.data_vencimento,
      id_categoria: String(lancamento.id_categoria),
      id_fornecedor: lancamento.id_fornecedor === null ? '' : String(lancamento.id_fornecedor),
    },
  });

  const onSubmit = handleSubmit((input) => {
    setErroServidor(null);
    // A receivable has no supplier field: leaving it out keeps the entry's (none) untouched.
    const body = hasFornecedor ? input : { ...input, id_fornecedor: undefined };
    updateMutation.mutate(
      { id: lancamento.id, input: body },
      {
        onSuccess: () => {
          onClose();
          window.alert('Lançamento atualizado com sucesso!');
        },
        onError: (error) => {
          console.error('Erro ao atualizar lançamento:', error);
          applyServerFieldErrors(error, setError, FIELDS);
          setErroServidor(serverErrorText(error, 'Erro desconhecido'));
          window.alert('Erro ao atualizar lançamento.');
        },
      },
    );
  });

  return (
    <Modal
      isOpen
      title="Editar Lançamento"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button
            type="submit"
            form={formId}
            disabled={opcoes.isLoading}
            isLoading={updateMutation.isPending}
            loadingText="Salvando..."
          >
            Salvar
          </Button>
        </>
      }
    >
      {erroServidor && <Notice>{erroServidor}</Notice>}
      {opcoes.isError && <Notice>Não foi possível carregar as categorias e os fornecedores.</Notice>}
      {opcoes.isLoading ? (
        <p>Carregando...</p>
      ) : (
        <form id={formId} onSubmit={onSubmit} noValidate>
          <LancamentoCampos
            register={register}
            errors={errors}
            opcoes={opcoes}
            hasFornecedor={hasFornecedor}
          />
        </form>
      )}
    </Modal>
  );
}

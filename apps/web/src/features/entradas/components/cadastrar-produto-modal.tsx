import { ZProdutoInput } from '@erp/contracts/produtos';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/field-controls';
import { FormGrid } from '../../../components/ui/form-section';
import { Modal } from '../../../components/ui/modal';
import { Notice } from '../../../components/ui/notice';
import { applyServerFieldErrors, serverErrorText } from '../../../lib/server-errors';
import { useNcm } from '../api/buscar-ncm';
import { useCadastrarProduto } from '../api/cadastrar-produto';
import type { ProdutoFaltante } from '../hooks/use-importacao-xml';

// SPEC §5 'New product from import': nome, codigo_interno and ncm required, with the API's own rules.
const ZNovoProduto = ZProdutoInput.pick({ nome: true, codigo_interno: true, ncm: true });
type FormInput = z.input<typeof ZNovoProduto>;
type FormOutput = z.output<typeof ZNovoProduto>;
const FIELDS = ['nome', 'codigo_interno', 'ncm'] as const;

function ncmHint(codigo: string, ncm: ReturnType<typeof useNcm>): string {
  if (!/^\d{8}$/.test(codigo)) return '8 dígitos.';
  if (ncm.isPending) return 'Buscando NCM...';
  if (ncm.isError) return 'Não foi possível consultar a tabela NCM.';
  return ncm.data ? ncm.data.descricao : 'NCM não encontrado na tabela NCM.';
}

type CadastrarProdutoModalProps = {
  /** The product as the XML describes it: the form starts from it. */
  produto: ProdutoFaltante;
  onCadastrado: () => void;
  /** Back to the 'Produto Não Encontrado' question. */
  onCancelar: () => void;
};

export function CadastrarProdutoModal({ produto, onCadastrado, onCancelar }: CadastrarProdutoModalProps) {
  const formId = useId();
  const mutation = useCadastrarProduto();
  const [motivo, setMotivo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ZNovoProduto),
    defaultValues: { nome: produto.nome, codigo_interno: produto.codigo_interno, ncm: produto.ncm },
  });
  const codigoNcm = String(watch('ncm') ?? '').replace(/\D/g, '');
  const ncm = useNcm(codigoNcm);

  const onSubmit = handleSubmit((input) => {
    setMotivo(null);
    mutation.mutate(input, {
      onSuccess: (salvo) => {
        window.alert(`Produto "${salvo.nome}" cadastrado com sucesso!`);
        onCadastrado();
      },
      onError: (error) => {
        console.error('Erro ao cadastrar produto:', error);
        // The alert is SPEC's fixed text; the server's reasons (NCM not in the table...) go under the fields.
        if (applyServerFieldErrors(error, setError, FIELDS) === 0) setMotivo(serverErrorText(error, ''));
        window.alert('Erro ao cadastrar produto.');
      },
    });
  });

  return (
    <Modal
      isOpen
      title="Cadastrar Novo Produto"
      onClose={onCancelar}
      footer={
        <>
          <Button variant="secondary" onClick={onCancelar}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} isLoading={mutation.isPending} loadingText="Salvando...">
            Salvar
          </Button>
        </>
      }
    >
      {motivo && <Notice>{motivo}</Notice>}
      <form id={formId} onSubmit={onSubmit} noValidate>
        <FormGrid>
          <Field label="Nome" error={errors.nome?.message} isRequired className="form-grid__wide">
            <Input {...register('nome')} maxLength={120} />
          </Field>
          <Field label="Código Interno (SKU)" error={errors.codigo_interno?.message} isRequired>
            <Input {...register('codigo_interno')} maxLength={60} />
          </Field>
          <Field label="NCM" error={errors.ncm?.message} hint={ncmHint(codigoNcm, ncm)} isRequired>
            <Input {...register('ncm')} inputMode="numeric" maxLength={10} />
          </Field>
        </FormGrid>
      </form>
    </Modal>
  );
}

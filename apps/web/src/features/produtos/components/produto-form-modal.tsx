import { TIPOS_ITEM_EFD, type TProduto, UNIDADES_MEDIDA, ZProdutoInput } from '@erp/contracts/produtos';
import type { z } from 'zod';
import { RegisterFormModal } from '../../../components/register/register-form-modal';
import { DecimalInput } from '../../../components/ui/entrada-br';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/field-controls';
import { FormGrid } from '../../../components/ui/form-section';
import type { SaveTexts } from '../../../lib/save-feedback';
import { serverErrorText } from '../../../lib/server-errors';
import { useFormularioDeCadastro } from '../../../lib/use-formulario-de-cadastro';
import { useSaveProduto } from '../api/salvar-produto';
import { NcmCombobox } from './ncm-combobox';

type FormInput = z.input<typeof ZProdutoInput>;

const FIELDS = [
  'nome',
  'codigo_interno',
  'ncm',
  'aliquota_ipi',
  'unidade_medida',
  'preco_venda',
  'estoque_atual',
  'cfop_padrao',
  'tipo_item_efd',
] as const;

function defaultValues(produto: TProduto | undefined): FormInput {
  return {
    nome: produto?.nome ?? '',
    codigo_interno: produto?.codigo_interno ?? '',
    ncm: produto?.ncm ?? '',
    aliquota_ipi: produto?.aliquota_ipi ?? '',
    unidade_medida: produto?.unidade_medida ?? 'KG',
    preco_venda: produto?.preco_venda ?? '0.00',
    estoque_atual: produto?.estoque_atual ?? '0.00',
    cfop_padrao: produto?.cfop_padrao ?? '',
    tipo_item_efd: produto?.tipo_item_efd ?? '',
  };
}

const SAVE_TEXTS: SaveTexts = {
  created: 'Produto cadastrado com sucesso!',
  updated: 'Produto atualizado com sucesso!',
  failed: (error) => `Erro ao salvar produto: ${serverErrorText(error, 'Erro desconhecido')}`,
  failedLog: 'Erro ao salvar produto:',
};

type ProdutoFormModalProps = {
  /** The product to edit; absent for a new one. */
  produto?: TProduto | undefined;
  onClose: () => void;
};

export function ProdutoFormModal({ produto, onClose }: ProdutoFormModalProps) {
  const isEditing = produto !== undefined;
  const saveMutation = useSaveProduto();
  const {
    register,
    onSubmit,
    setValue,
    watch,
    formState: { errors },
  } = useFormularioDeCadastro({
    // The API's own schema: the form refuses exactly what the server would, with the same messages.
    schema: ZProdutoInput,
    defaultValues: defaultValues(produto),
    camposDoServidor: FIELDS,
    texts: SAVE_TEXTS,
    isEditing,
    onSaved: onClose,
    salvar: (input, respostas) => saveMutation.mutate({ id: produto?.id, input }, respostas),
  });

  return (
    <RegisterFormModal
      title={isEditing ? 'Editar Produto' : 'Novo Produto'}
      size="lg"
      isSaving={saveMutation.isPending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <FormGrid>
        <Field label="Nome do Produto" error={errors.nome?.message} isRequired className="form-grid__wide">
          <Input {...register('nome')} maxLength={120} />
        </Field>
        <Field label="Código (SKU)" error={errors.codigo_interno?.message} isRequired>
          <Input {...register('codigo_interno')} maxLength={60} />
        </Field>
        <Field label="Unidade de Medida" error={errors.unidade_medida?.message} isRequired>
          <Select {...register('unidade_medida')}>
            {UNIDADES_MEDIDA.map((unidade) => (
              <option key={unidade} value={unidade}>
                {unidade}
              </option>
            ))}
          </Select>
        </Field>
        <NcmCombobox
          registration={register('ncm')}
          value={String(watch('ncm') ?? '')}
          onSelect={(codigo) => setValue('ncm', codigo, { shouldValidate: true, shouldDirty: true })}
          error={errors.ncm?.message}
        />
        <Field
          label="Alíquota IPI (%)"
          error={errors.aliquota_ipi?.message}
          hint="Conforme a TIPI para o NCM; 0 quando a alíquota é zero."
        >
          {/* Text, not number: a rate is typed with a comma ("3,25") as well as a point. */}
          <DecimalInput maxLength={9} {...register('aliquota_ipi')} />
        </Field>
        <Field label="Preço de Venda (R$)" error={errors.preco_venda?.message}>
          <DecimalInput {...register('preco_venda')} />
        </Field>
        <Field
          label="Estoque (kg)"
          error={errors.estoque_atual?.message}
          hint={isEditing ? 'Uma alteração fica registrada como ajuste de estoque.' : 'Estoque inicial.'}
        >
          <DecimalInput {...register('estoque_atual')} />
        </Field>
        <Field label="CFOP Padrão" error={errors.cfop_padrao?.message} hint="4 dígitos, ex.: 5124.">
          <Input inputMode="numeric" maxLength={4} {...register('cfop_padrao')} />
        </Field>
        <Field
          label="Tipo do Item (Bloco K)"
          error={errors.tipo_item_efd?.message}
          hint="O TIPO_ITEM do registro 0200 da EFD; automático: 04 para o que foi produzido, 00 com CFOP padrão 5102, 01 para o resto."
        >
          <Select {...register('tipo_item_efd')}>
            <option value="">Automático (pelo uso)</option>
            {TIPOS_ITEM_EFD.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </Select>
        </Field>
      </FormGrid>
    </RegisterFormModal>
  );
}

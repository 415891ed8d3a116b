import { ZProdutoInput } from '@erp/contracts/produtos';
import { FormModal } from '../../../components/form/form-modal';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/field-controls';
import { FormGrid } from '../../../components/ui/form-section';
import { useFormulario } from '../../../lib/use-formulario';
import { useNcm } from '../api/buscar-ncm';
import { useCadastrarProduto } from '../api/cadastrar-produto';
import type { ProdutoFaltante } from '../hooks/use-importacao-xml';

// SPEC §5 'New product from import': nome, codigo_interno and ncm required, with the API's own rules.
const ZNovoProduto = ZProdutoInput.pick({ nome: true, codigo_interno: true, ncm: true });
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
  const mutation = useCadastrarProduto();
  const form = useFormulario({
    schema: ZNovoProduto,
    defaultValues: { nome: produto.nome, codigo_interno: produto.codigo_interno, ncm: produto.ncm },
    // The alert is SPEC's fixed text; the server's reasons (NCM not in the table...) go under the fields.
    camposDoServidor: FIELDS,
    falhaSoSemCampos: true,
  });
  const errors = form.formState.errors;
  const codigoNcm = String(form.watch('ncm') ?? '').replace(/\D/g, '');
  const ncm = useNcm(codigoNcm);

  const onSubmit = form.handleSubmit((input) => {
    form.limparFalha();
    mutation.mutate(
      input,
      form.respostas(
        (salvo: { nome: string }) => {
          window.alert(`Produto "${salvo.nome}" cadastrado com sucesso!`);
          onCadastrado();
        },
        { log: 'Erro ao cadastrar produto:', alerta: 'Erro ao cadastrar produto.', fallback: '' },
      ),
    );
  });

  return (
    <FormModal
      title="Cadastrar Novo Produto"
      onClose={onCancelar}
      onSubmit={onSubmit}
      isPending={mutation.isPending}
      falha={form.falha}
    >
      <FormGrid>
        <Field label="Nome" error={errors.nome?.message} isRequired className="form-grid__wide">
          <Input {...form.register('nome')} maxLength={120} />
        </Field>
        <Field label="Código Interno (SKU)" error={errors.codigo_interno?.message} isRequired>
          <Input {...form.register('codigo_interno')} maxLength={60} />
        </Field>
        <Field label="NCM" error={errors.ncm?.message} hint={ncmHint(codigoNcm, ncm)} isRequired>
          <Input {...form.register('ncm')} inputMode="numeric" maxLength={10} />
        </Field>
      </FormGrid>
    </FormModal>
  );
}

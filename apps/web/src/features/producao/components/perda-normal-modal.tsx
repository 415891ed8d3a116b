import { ZProdutoDoClienteInput } from '@erp/contracts/producao';
import { type ReactNode, useState } from 'react';
import { FormModal } from '../../../components/form/form-modal';
import { DecimalInput } from '../../../components/ui/entrada-br';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/field-controls';
import { useFormulario } from '../../../lib/use-formulario';
import { usePerdaNormal } from '../api/buscar-perda-normal';
import { useSalvarPerdaNormal } from '../api/salvar-perda-normal';

type Produto = { id: number; nome: string };
type PerdaNormalModalProps = { idCliente: number; cliente: string; produtos: Produto[]; onClose: () => void };

/**
 * The agreed loss ('perda normal') of the client for each input product of the order, read and saved per product
 * (GET/PUT /clientes/{id}/produtos/{id_produto}); empty removes it (none agreed: every loss needs an
 * administrator).
 */
export function PerdaNormalModal({ idCliente, cliente, produtos, onClose }: PerdaNormalModalProps) {
  const [idProduto, setIdProduto] = useState<number>(produtos[0]?.id ?? 0);
  const atual = usePerdaNormal(idCliente, idProduto || null);
  return (
    <FormPerda
      // A new product (or its agreement arriving) starts the field again from what is saved.
      key={`${idProduto}-${atual.dataUpdatedAt}`}
      idCliente={idCliente}
      idProduto={idProduto}
      inicial={atual.data?.perda_normal_percentual ?? ''}
      titulo={`Perda normal acordada · ${cliente}`}
      onClose={onClose}
      seletor={
        <Field label="Produto">
          <Select value={idProduto} onChange={(event) => setIdProduto(Number(event.target.value))}>
            {produtos.map((p) => (
              <option key={p.id} value={p.id}>
                {p.nome}
              </option>
            ))}
          </Select>
        </Field>
      }
      isCarregando={atual.isPending}
    />
  );
}

type FormPerdaProps = {
  idCliente: number;
  idProduto: number;
  inicial: string;
  titulo: string;
  onClose: () => void;
  seletor: ReactNode;
  isCarregando: boolean;
};

function FormPerda({
  idCliente,
  idProduto,
  inicial,
  titulo,
  onClose,
  seletor,
  isCarregando,
}: FormPerdaProps) {
  const form = useFormulario({
    schema: ZProdutoDoClienteInput,
    defaultValues: { perda_normal_percentual: inicial },
  });
  const salvar = useSalvarPerdaNormal();

  const onSubmit = form.handleSubmit(({ perda_normal_percentual }) => {
    form.limparFalha();
    salvar.mutate(
      { idCliente, idProduto, perda_normal_percentual },
      form.respostas(() => window.alert('Perda normal salva com sucesso!'), {
        fallback: 'Erro ao salvar a perda normal.',
      }),
    );
  });

  return (
    <FormModal
      title={titulo}
      onClose={onClose}
      onSubmit={onSubmit}
      isPending={salvar.isPending}
      isSubmitDisabled={isCarregando}
      falha={form.falha}
      cancelLabel="Fechar"
      header={seletor}
    >
      <Field
        label="Perda normal (%)"
        error={form.formState.errors.perda_normal_percentual?.message}
        hint="Percentual da entrada que o cliente aceita perder. Vazio: nenhum acordo."
      >
        <DecimalInput {...form.register('perda_normal_percentual')} />
      </Field>
    </FormModal>
  );
}

import { ZProdutoDoClienteInput } from '@erp/contracts/producao';
import { type FormEvent, type ReactNode, useState } from 'react';
import { FormModal } from '../../../components/form/form-modal';
import { DecimalInput } from '../../../components/ui/entrada-br';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/field-controls';
import { serverErrorText } from '../../../lib/server-errors';
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
  const [valor, setValor] = useState(inicial);
  const [erro, setErro] = useState<string | undefined>();
  const [falha, setFalha] = useState<string | null>(null);
  const salvar = useSalvarPerdaNormal();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const lido = ZProdutoDoClienteInput.safeParse({ perda_normal_percentual: valor });
    if (!lido.success) {
      setErro(lido.error.issues[0]?.message);
      return;
    }
    setErro(undefined);
    setFalha(null);
    salvar.mutate(
      { idCliente, idProduto, perda_normal_percentual: lido.data.perda_normal_percentual },
      {
        onSuccess: () => window.alert('Perda normal salva com sucesso!'),
        onError: (error) => setFalha(serverErrorText(error, 'Erro ao salvar a perda normal.')),
      },
    );
  }

  return (
    <FormModal
      title={titulo}
      onClose={onClose}
      onSubmit={handleSubmit}
      isPending={salvar.isPending}
      isSubmitDisabled={isCarregando}
      falha={falha}
      cancelLabel="Fechar"
      header={seletor}
    >
      <Field
        label="Perda normal (%)"
        error={erro}
        hint="Percentual da entrada que o cliente aceita perder. Vazio: nenhum acordo."
      >
        <DecimalInput value={valor} onValueChange={setValor} />
      </Field>
    </FormModal>
  );
}

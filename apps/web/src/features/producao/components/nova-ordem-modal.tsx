import { type TOrdemInput, ZOrdemInput } from '@erp/contracts/producao';
import { useState } from 'react';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { FormModal } from '../../../components/form/form-modal';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/field-controls';
import { FormGrid } from '../../../components/ui/form-section';
import { Notice } from '../../../components/ui/notice';
import { useFormulario } from '../../../lib/use-formulario';
import { useClientesDaOrdem } from '../api/buscar-opcoes-da-ordem';
import { useCriarOrdem } from '../api/criar-ordem';
import { CampoServicoDaOrdem } from './campo-servico-da-ordem';
import { EntradaDaOrdemCampos } from './entrada-da-ordem-campos';

const LINHA_VAZIA = { id_item_entrada: '', id_produto: '', quantidade_kg: '' };
const VAZIO: TOrdemInput = { id_cliente: '', xped: '', id_servico: '', entradas: [LINHA_VAZIA] };

type NovaOrdemModalProps = { onClose: () => void; onCriada: (id: number) => void };

/**
 * 'Nova Ordem': the client, its purchase order (xPed), the optional 5124 service, and the material the order takes
 * from the client's kg: per product (FIFO, the oldest remessas first) or per chosen entry item. The client's
 * reference type decides the default, as on the NF-e draft; the reservation is the server's, which refuses kg the
 * client has not free.
 */
export function NovaOrdemModal({ onClose, onCriada }: NovaOrdemModalProps) {
  const clientes = useClientesDaOrdem();
  const criar = useCriarOrdem();
  const form = useFormulario({
    schema: ZOrdemInput,
    defaultValues: VAZIO,
    camposDoServidor: ['id_cliente', 'xped', 'id_servico', 'entradas'],
  });
  const linhas = useFieldArray({ control: form.control, name: 'entradas' });
  const idCliente = Number(form.watch('id_cliente')) || null;
  const cliente = clientes.data?.find((c) => c.id === idCliente);
  // null: the client's default (MANUAL picks items); the clerk may switch either way.
  const [escolherItens, setEscolherItens] = useState<boolean | null>(null);
  const isPorItem = escolherItens ?? cliente?.tipo_referenciacao === 'MANUAL';
  const { errors } = form.formState;

  function trocarModo(porItem: boolean) {
    setEscolherItens(porItem);
    linhas.replace([LINHA_VAZIA]);
  }

  const onSubmit = form.handleSubmit((ordem) => {
    form.limparFalha();
    criar.mutate(ordem, form.respostas(onCriada));
  });

  return (
    <FormModal
      title="Nova Ordem de Industrialização"
      size="lg"
      onClose={onClose}
      onSubmit={onSubmit}
      isPending={criar.isPending}
      submitLabel="Criar Ordem"
      loadingText="Criando..."
      falha={form.falha}
      isSubmitDisabled={clientes.isPending}
      header={clientes.isError && <Notice>Não foi possível carregar os clientes.</Notice>}
    >
      <FormGrid>
        <Field label="Cliente" error={errors.id_cliente?.message} isRequired>
          <Select
            {...form.register('id_cliente', {
              onChange: () => {
                setEscolherItens(null);
                linhas.replace([LINHA_VAZIA]);
              },
            })}
          >
            <option value="">Selecione um cliente</option>
            {clientes.data?.map((c) => (
              <option key={c.id} value={c.id}>
                {c.nome_razao_social}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Pedido do cliente (xPed)" error={errors.xped?.message} hint="Opcional">
          <Input maxLength={15} {...form.register('xped')} />
        </Field>
        <CampoServicoDaOrdem
          registro={form.register('id_servico')}
          erro={errors.id_servico?.message}
          dica="O serviço das saídas apontadas sem o seu. Opcional."
          vazio="Nenhum"
        />
      </FormGrid>
      {cliente && (
        <fieldset className="form-section">
          <legend className="form-section__title">Material do cliente</legend>
          <p className="ordens__dica">
            {`Referenciação do cliente: ${cliente.tipo_referenciacao}. `}
            {isPorItem
              ? 'Escolha a nota e o item de entrada de cada material.'
              : 'Os kg saem das remessas mais antigas do produto (FIFO).'}
          </p>
          <label className="form-check">
            <input
              type="checkbox"
              checked={isPorItem}
              onChange={(event) => trocarModo(event.target.checked)}
            />
            Escolher o item de entrada
          </label>
          {linhas.fields.map((linha, indice) => (
            <EntradaDaOrdemCampos
              key={linha.id}
              form={form as unknown as UseFormReturn<TOrdemInput>}
              indice={indice}
              idCliente={cliente.id}
              isPorItem={isPorItem}
              onRemover={linhas.fields.length > 1 ? () => linhas.remove(indice) : undefined}
            />
          ))}
          {errors.entradas?.message && <p className="field__error">{errors.entradas.message}</p>}
          <Button variant="secondary" size="sm" onClick={() => linhas.append(LINHA_VAZIA)}>
            Adicionar material
          </Button>
        </fieldset>
      )}
    </FormModal>
  );
}

import {
  DESTINOS_SUCATA,
  type TApontamentoInput,
  TIPOS_APONTAMENTO,
  ZApontamentoInput,
} from '@erp/contracts/producao';
import { FormModal } from '../../../components/form/form-modal';
import { DecimalInput } from '../../../components/ui/entrada-br';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/field-controls';
import { FormGrid } from '../../../components/ui/form-section';
import { useFormulario } from '../../../lib/use-formulario';
import { useApontarOrdem } from '../api/apontar-ordem';
import { useProdutosParaApontar } from '../api/buscar-produtos-para-apontar';
import { corpoDoApontamento } from '../utils/corpo-do-apontamento';
import { ROTULO_DESTINO, ROTULO_TIPO } from '../utils/linha-do-tempo';
import { CampoServicoDaOrdem } from './campo-servico-da-ordem';

const VAZIO: TApontamentoInput = {
  tipo: 'producao',
  id_produto: '',
  id_servico: '',
  quantidade: '',
  quantidade_kg: '',
  destino: '',
  documento_acordo: '',
};

const CAMPOS = [
  'tipo',
  'id_produto',
  'id_servico',
  'quantidade',
  'quantidade_kg',
  'destino',
  'documento_acordo',
] as const;

/**
 * 'Apontar' from the office: production (the output product, its quantity in its unit and in kg, its own 5124
 * service if not the order's), sucata (with its destination; 'manter' needs the agreement's document), loss, or
 * material not applied.
 */
export function ApontarModal({ idOrdem, onClose }: { idOrdem: number; onClose: () => void }) {
  const apontar = useApontarOrdem();
  const produtos = useProdutosParaApontar();
  const form = useFormulario({ schema: ZApontamentoInput, defaultValues: VAZIO, camposDoServidor: CAMPOS });
  const { errors } = form.formState;
  const tipo = form.watch('tipo');
  const destino = form.watch('destino');
  const produto = produtos.data?.find((p) => String(p.id) === String(form.watch('id_produto')));

  const onSubmit = form.handleSubmit((apontamento) => {
    form.limparFalha();
    apontar.mutate({ id: idOrdem, apontamento: corpoDoApontamento(apontamento) }, form.respostas(onClose));
  });

  return (
    <FormModal
      title="Apontar"
      onClose={onClose}
      onSubmit={onSubmit}
      isPending={apontar.isPending}
      submitLabel="Apontar"
      loadingText="Apontando..."
      falha={form.falha}
    >
      <FormGrid>
        <Field label="Tipo" error={errors.tipo?.message} isRequired>
          <Select {...form.register('tipo')}>
            {TIPOS_APONTAMENTO.map((t) => (
              <option key={t} value={t}>
                {ROTULO_TIPO[t]}
              </option>
            ))}
          </Select>
        </Field>
        {tipo === 'producao' && (
          <>
            <Field label="Produto produzido" error={errors.id_produto?.message} isRequired>
              <Select {...form.register('id_produto')}>
                <option value="">Selecione o produto</option>
                {produtos.data?.map((p) => (
                  <option key={p.id} value={p.id}>
                    {`[${p.codigo_interno}] ${p.nome} (${p.unidade_medida})`}
                  </option>
                ))}
              </Select>
            </Field>
            <Field
              label={`Quantidade (${produto?.unidade_medida ?? 'unidade do produto'})`}
              error={errors.quantidade?.message}
              isRequired
            >
              <DecimalInput {...form.register('quantidade')} />
            </Field>
            <CampoServicoDaOrdem
              registro={form.register('id_servico')}
              erro={errors.id_servico?.message}
              dica="Vazio: o serviço da ordem."
              vazio="O da ordem"
            />
          </>
        )}
        {tipo === 'sucata' && (
          <Field label="Destino da sucata" error={errors.destino?.message} isRequired>
            <Select {...form.register('destino')}>
              <option value="">Selecione o destino</option>
              {DESTINOS_SUCATA.map((d) => (
                <option key={d} value={d}>
                  {ROTULO_DESTINO[d]}
                </option>
              ))}
            </Select>
          </Field>
        )}
        {tipo === 'sucata' && destino === 'manter' && (
          <Field label="Documento do acordo" error={errors.documento_acordo?.message} isRequired>
            <Input maxLength={200} {...form.register('documento_acordo')} />
          </Field>
        )}
        <Field label="Quantidade (kg)" error={errors.quantidade_kg?.message} isRequired>
          <DecimalInput {...form.register('quantidade_kg')} />
        </Field>
      </FormGrid>
    </FormModal>
  );
}

import {
  type TApontamentoInput,
  type TDestinoSucata,
  type TTipoApontamento,
  ZApontamentoInput,
} from '@erp/contracts/producao';
import { Button } from '../../../components/ui/button';
import { DecimalInput } from '../../../components/ui/entrada-br';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/field-controls';
import { Notice } from '../../../components/ui/notice';
import { useFormulario } from '../../../lib/use-formulario';
import { useApontarOrdem } from '../api/apontar-ordem';
import { useProdutosParaApontar } from '../api/buscar-produtos-para-apontar';
import { corpoDoApontamento } from '../utils/corpo-do-apontamento';
import { ROTULO_DESTINO, ROTULO_TIPO } from '../utils/linha-do-tempo';
import { formatKg3 } from '../utils/situacao-do-chao';

const DESTINOS: TDestinoSucata[] = ['devolver', 'reaproveitar', 'manter'];

type ChaoApontamentoProps = {
  idOrdem: number;
  tipo: TTipoApontamento;
  /** Products already made on this order: first in the list, the operator's usual pick. */
  produzidos: number[];
  onFeito: (mensagem: string) => void;
  onCancelar: () => void;
};

/** One pointing typed on the phone: big fields, the numeric keypad, the destination as large buttons. */
export function ChaoApontamento({ idOrdem, tipo, produzidos, onFeito, onCancelar }: ChaoApontamentoProps) {
  const apontar = useApontarOrdem();
  const produtos = useProdutosParaApontar(tipo === 'producao');
  const vazio: TApontamentoInput = {
    tipo,
    id_produto: '',
    quantidade: '',
    quantidade_kg: '',
    destino: '',
    documento_acordo: '',
  };
  const form = useFormulario({
    schema: ZApontamentoInput,
    defaultValues: vazio,
    camposDoServidor: ['id_produto', 'quantidade', 'quantidade_kg', 'destino', 'documento_acordo'],
  });
  const { errors } = form.formState;
  const destino = form.watch('destino');
  const idProduto = String(form.watch('id_produto') ?? '');
  const ordenados = [...(produtos.data ?? [])].sort(
    (a, b) => Number(produzidos.includes(b.id)) - Number(produzidos.includes(a.id)),
  );
  const unidade = ordenados.find((p) => String(p.id) === idProduto)?.unidade_medida;

  const onSubmit = form.handleSubmit((a) => {
    form.limparFalha();
    apontar.mutate(
      { id: idOrdem, apontamento: corpoDoApontamento(a) },
      {
        onSuccess: () => onFeito(`${ROTULO_TIPO[tipo]} de ${formatKg3(a.quantidade_kg)} registrada.`),
        onError: (error) => form.falhou(error),
      },
    );
  });

  return (
    <form className="chao__form" onSubmit={onSubmit} noValidate>
      <h2 className="chao__subtitulo">{`Apontar ${ROTULO_TIPO[tipo].toLowerCase()}`}</h2>
      {form.falha && <Notice>{form.falha}</Notice>}
      {tipo === 'producao' && (
        <>
          <Field label="Produto" error={errors.id_produto?.message} isRequired>
            <Select {...form.register('id_produto')}>
              <option value="">Escolha o produto</option>
              {ordenados.map((p) => (
                <option key={p.id} value={p.id}>
                  {`${p.nome} (${p.unidade_medida})`}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={`Quantidade (${unidade ?? 'unidade'})`} error={errors.quantidade?.message} isRequired>
            <DecimalInput {...form.register('quantidade')} />
          </Field>
        </>
      )}
      {tipo === 'sucata' && (
        <fieldset className="chao__destinos">
          <legend>Destino da sucata</legend>
          {DESTINOS.map((d) => (
            <label key={d} className="chao__destino">
              <input type="radio" value={d} {...form.register('destino')} />
              {ROTULO_DESTINO[d]}
            </label>
          ))}
          {errors.destino?.message && <p className="field__error">{errors.destino.message}</p>}
        </fieldset>
      )}
      {tipo === 'sucata' && destino === 'manter' && (
        <Field label="Documento do acordo" error={errors.documento_acordo?.message} isRequired>
          <Input maxLength={200} {...form.register('documento_acordo')} />
        </Field>
      )}
      <Field label="Peso (kg)" error={errors.quantidade_kg?.message} isRequired>
        <DecimalInput {...form.register('quantidade_kg')} />
      </Field>
      <Button
        type="submit"
        className="chao__principal"
        isLoading={apontar.isPending}
        loadingText="Registrando..."
      >
        Registrar
      </Button>
      <Button variant="secondary" className="chao__principal" onClick={onCancelar}>
        Cancelar
      </Button>
    </form>
  );
}

import { SITUACOES_PRAZO, type TMaterialTerceirosTotais } from '@erp/contracts/material-terceiros';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DateInput } from '../../../components/ui/entrada-br';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/field-controls';
import { type FiltrosMaterialTerceiros, ROTULOS_SITUACAO } from '../utils/filtros-material-terceiros';

type Props = {
  aplicados: FiltrosMaterialTerceiros;
  /** Clients and products with material here, for the selects. */
  opcoes: TMaterialTerceirosTotais | undefined;
  onAplicar: (filtros: FiltrosMaterialTerceiros) => void;
};

const VAZIOS: FiltrosMaterialTerceiros = {
  id_cliente: '',
  id_produto: '',
  situacao: '',
  data_inicio: '',
  data_fim: '',
  encerrados: '',
};
const PERIODO_INVERTIDO = 'A data final não pode ser anterior à data inicial.';

/** Client, product, deadline status and the remessa's period, with 'Filtrar' and 'Limpar'. Never printed. */
export function MaterialTerceirosFiltros({ aplicados, opcoes, onAplicar }: Props) {
  const [rascunho, setRascunho] = useState(aplicados);
  const [erro, setErro] = useState<string | undefined>();
  const alterar = (campo: keyof FiltrosMaterialTerceiros) => (valor: string) =>
    setRascunho((atual) => ({ ...atual, [campo]: valor }));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // ISO days compare as text; the server refuses the inverted period as well.
    if (rascunho.data_inicio && rascunho.data_fim && rascunho.data_fim < rascunho.data_inicio) {
      setErro(PERIODO_INVERTIDO);
      return;
    }
    setErro(undefined);
    onAplicar(rascunho);
  }

  function handleLimpar() {
    setErro(undefined);
    setRascunho(VAZIOS);
    onAplicar(VAZIOS);
  }

  return (
    <search className="periodo-form no-print">
      <form onSubmit={handleSubmit} noValidate>
        <Field label="Cliente">
          <Select value={rascunho.id_cliente} onChange={(e) => alterar('id_cliente')(e.target.value)}>
            <option value="">Todos</option>
            {opcoes?.por_cliente.map((c) => (
              <option key={c.id_cliente} value={String(c.id_cliente)}>
                {c.nome_razao_social}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Produto">
          <Select value={rascunho.id_produto} onChange={(e) => alterar('id_produto')(e.target.value)}>
            <option value="">Todos</option>
            {opcoes?.por_produto.map((p) => (
              <option key={p.id_produto} value={String(p.id_produto)}>
                {`[${p.codigo_produto}] - ${p.nome}`}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Situação">
          <Select value={rascunho.situacao} onChange={(e) => alterar('situacao')(e.target.value)}>
            <option value="">Todas</option>
            {SITUACOES_PRAZO.map((s) => (
              <option key={s} value={s}>
                {ROTULOS_SITUACAO[s]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Remessa de">
          <DateInput value={rascunho.data_inicio} onValueChange={(valor) => alterar('data_inicio')(valor)} />
        </Field>
        <Field label="Até" error={erro}>
          <DateInput value={rascunho.data_fim} onValueChange={(valor) => alterar('data_fim')(valor)} />
        </Field>
        <label className="form-check">
          <input
            type="checkbox"
            checked={rascunho.encerrados === 'true'}
            onChange={(e) => alterar('encerrados')(e.target.checked ? 'true' : '')}
          />
          Incluir itens já devolvidos
        </label>
        <div className="periodo-form__botoes">
          <Button type="submit">Filtrar</Button>
          <Button variant="secondary" onClick={handleLimpar}>
            Limpar
          </Button>
        </div>
      </form>
    </search>
  );
}

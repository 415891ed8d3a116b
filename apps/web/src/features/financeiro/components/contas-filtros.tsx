import { STATUS_LANCAMENTO, type TStatusLancamento } from '@erp/contracts/financeiro';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DateInput } from '../../../components/ui/entrada-br';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/field-controls';
import { FILTROS_VAZIOS, type ContasFiltros as Filtros } from '../api/buscar-contas';

type ContasFiltrosProps = {
  searchPlaceholder: string;
  /** The filters in force; the form starts from them. */
  aplicados: Filtros;
  /** Called on 'Aplicar' (or Enter) with the form's filters, and with empty ones on 'Limpar'. */
  onAplicar: (filtros: Filtros) => void;
};

const PERIODO_INVERTIDO = 'A data final não pode ser anterior à data inicial.';

/** SPEC §2: search, status, 'De' and 'Até' (due date), with apply and clear. Never printed. */
export function ContasFiltros({ searchPlaceholder, aplicados, onAplicar }: ContasFiltrosProps) {
  const [rascunho, setRascunho] = useState<Filtros>(aplicados);
  const [erro, setErro] = useState<string | undefined>();

  function alterar<K extends keyof Filtros>(campo: K, valor: Filtros[K]) {
    setRascunho((atual) => ({ ...atual, [campo]: valor }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { data_inicio, data_fim } = rascunho;
    // ISO dates compare as text; the server refuses the inverted period with the same message.
    if (data_inicio && data_fim && data_fim < data_inicio) {
      setErro(PERIODO_INVERTIDO);
      return;
    }
    setErro(undefined);
    onAplicar({ ...rascunho, search: rascunho.search.trim() });
  }

  function handleLimpar() {
    setRascunho(FILTROS_VAZIOS);
    setErro(undefined);
    onAplicar(FILTROS_VAZIOS);
  }

  return (
    <search className="contas-filtros no-print">
      <form onSubmit={handleSubmit} noValidate>
        <input
          type="search"
          className="control contas-filtros__busca"
          placeholder={searchPlaceholder}
          aria-label={searchPlaceholder}
          value={rascunho.search}
          onChange={(event) => alterar('search', event.target.value)}
        />
        <Field label="Status">
          <Select
            value={rascunho.status}
            onChange={(event) => alterar('status', event.target.value as TStatusLancamento | '')}
          >
            <option value="">Todos</option>
            {STATUS_LANCAMENTO.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="De">
          <DateInput value={rascunho.data_inicio} onValueChange={(valor) => alterar('data_inicio', valor)} />
        </Field>
        <Field label="Até" error={erro}>
          <DateInput value={rascunho.data_fim} onValueChange={(valor) => alterar('data_fim', valor)} />
        </Field>
        <div className="contas-filtros__botoes">
          <Button type="submit">Aplicar</Button>
          <Button variant="secondary" onClick={handleLimpar}>
            Limpar
          </Button>
        </div>
      </form>
    </search>
  );
}

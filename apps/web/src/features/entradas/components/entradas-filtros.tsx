import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DateInput } from '../../../components/ui/entrada-br';
import { Field } from '../../../components/ui/field';
import { FILTROS_VAZIOS, type EntradasFiltros as Filtros } from '../api/buscar-entradas';

export const BUSCA_ENTRADAS = 'Buscar por cliente ou número da NF';
const PERIODO_INVERTIDO = 'A data final não pode ser anterior à data inicial.';

type EntradasFiltrosProps = {
  /** The filters in force; the form starts from them. */
  aplicados: Filtros;
  /** Called on 'Aplicar' (or Enter) with the form's filters, and with empty ones on 'Limpar'. */
  onAplicar: (filtros: Filtros) => void;
};

/** SPEC §2 'Últimas Importações': client or number, 'De' and 'Até' (emission day). Never printed. */
export function EntradasFiltros({ aplicados, onAplicar }: EntradasFiltrosProps) {
  const [rascunho, setRascunho] = useState<Filtros>(aplicados);
  const [erro, setErro] = useState<string | undefined>();

  function alterar(campo: keyof Filtros, valor: string) {
    setRascunho((atual) => ({ ...atual, [campo]: valor }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { data_inicio, data_fim } = rascunho;
    // ISO dates compare as text.
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
    <search className="entradas-filtros no-print">
      <form onSubmit={handleSubmit} noValidate>
        <input
          type="search"
          className="control entradas-filtros__busca"
          placeholder={BUSCA_ENTRADAS}
          aria-label={BUSCA_ENTRADAS}
          value={rascunho.search}
          onChange={(event) => alterar('search', event.target.value)}
        />
        <Field label="De">
          <DateInput value={rascunho.data_inicio} onValueChange={(valor) => alterar('data_inicio', valor)} />
        </Field>
        <Field label="Até" error={erro}>
          <DateInput value={rascunho.data_fim} onValueChange={(valor) => alterar('data_fim', valor)} />
        </Field>
        <div className="entradas-filtros__botoes">
          <Button type="submit">Aplicar</Button>
          <Button variant="secondary" onClick={handleLimpar}>
            Limpar
          </Button>
        </div>
      </form>
    </search>
  );
}

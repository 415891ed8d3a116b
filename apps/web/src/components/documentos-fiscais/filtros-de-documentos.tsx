import { type FormEvent, useState } from 'react';
import { Button } from '../ui/button';
import { Field } from '../ui/field';
import { Select } from '../ui/field-controls';
import './documentos-fiscais.css';

/** The filters of a list of NF-e or NFS-e: the text searched and one status ('' for all). */
export type FiltrosPorStatus<S extends string> = { search: string; status: S | '' };

type FiltrosDeDocumentosProps<S extends string> = {
  /** Placeholder and accessible name of the search, verbatim from SPEC ('Buscar por Cliente ou Nº NF'). */
  busca: string;
  /** The statuses offered after 'Todos'. */
  statuses: readonly S[];
  /** The filters in force; the form starts from them. */
  aplicados: FiltrosPorStatus<S>;
  /** Called on 'Filtrar' (or Enter) with the form's filters, and with empty ones on 'Limpar'. */
  onAplicar: (filtros: FiltrosPorStatus<S>) => void;
};

/** The NF-e and NFS-e lists' filters: number or person, and status. */
export function FiltrosDeDocumentos<S extends string>({
  busca,
  statuses,
  aplicados,
  onAplicar,
}: FiltrosDeDocumentosProps<S>) {
  const [rascunho, setRascunho] = useState<FiltrosPorStatus<S>>(aplicados);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onAplicar({ ...rascunho, search: rascunho.search.trim() });
  }

  function handleLimpar() {
    const vazios: FiltrosPorStatus<S> = { search: '', status: '' };
    setRascunho(vazios);
    onAplicar(vazios);
  }

  return (
    <search className="documentos-filtros no-print">
      <form onSubmit={handleSubmit} noValidate>
        <input
          type="search"
          className="control documentos-filtros__busca"
          placeholder={busca}
          aria-label={busca}
          value={rascunho.search}
          onChange={(event) => setRascunho((atual) => ({ ...atual, search: event.target.value }))}
        />
        <Field label="Status">
          <Select
            value={rascunho.status}
            onChange={(event) => setRascunho((atual) => ({ ...atual, status: event.target.value as S | '' }))}
          >
            <option value="">Todos</option>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </Select>
        </Field>
        <div className="documentos-filtros__botoes">
          <Button type="submit">Filtrar</Button>
          <Button variant="secondary" onClick={handleLimpar}>
            Limpar
          </Button>
        </div>
      </form>
    </search>
  );
}

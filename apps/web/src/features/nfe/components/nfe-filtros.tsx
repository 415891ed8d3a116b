import type { TStatusNfe } from '@erp/contracts/nfe';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/field-controls';
import { FILTROS_VAZIOS, type NfesFiltros } from '../api/buscar-nfes';

export const BUSCA_NFE = 'Buscar por Cliente ou Nº NF';

/** The statuses a note can be found in (a rejected note is back in Rascunho, with SEFAZ's reason). */
export const STATUS_FILTRO: readonly TStatusNfe[] = [
  'Rascunho',
  'Processando',
  'Autorizada',
  'Denegada',
  'Cancelada',
];

type NfeFiltrosProps = {
  /** The filters in force; the form starts from them. */
  aplicados: NfesFiltros;
  /** Called on 'Filtrar' (or Enter) with the form's filters, and with empty ones on 'Limpar'. */
  onAplicar: (filtros: NfesFiltros) => void;
};

/** SPEC §2 NF-e list: client or number, and status. */
export function NfeFiltros({ aplicados, onAplicar }: NfeFiltrosProps) {
  const [rascunho, setRascunho] = useState<NfesFiltros>(aplicados);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onAplicar({ ...rascunho, search: rascunho.search.trim() });
  }

  function handleLimpar() {
    setRascunho(FILTROS_VAZIOS);
    onAplicar(FILTROS_VAZIOS);
  }

  return (
    <search className="nfe-filtros no-print">
      <form onSubmit={handleSubmit} noValidate>
        <input
          type="search"
          className="control nfe-filtros__busca"
          placeholder={BUSCA_NFE}
          aria-label={BUSCA_NFE}
          value={rascunho.search}
          onChange={(event) => setRascunho((atual) => ({ ...atual, search: event.target.value }))}
        />
        <Field label="Status">
          <Select
            value={rascunho.status}
            onChange={(event) =>
              setRascunho((atual) => ({ ...atual, status: event.target.value as TStatusNfe | '' }))
            }
          >
            <option value="">Todos</option>
            {STATUS_FILTRO.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </Select>
        </Field>
        <div className="nfe-filtros__botoes">
          <Button type="submit">Filtrar</Button>
          <Button variant="secondary" onClick={handleLimpar}>
            Limpar
          </Button>
        </div>
      </form>
    </search>
  );
}

import { STATUS_NFSE, type TStatusNfse } from '@erp/contracts/nfse';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/field-controls';
import { FILTROS_VAZIOS, type NfsesFiltros } from '../api/buscar-nfses';

export const BUSCA_NFSE = 'Buscar por Tomador ou Nº NFS-e';

type NfseFiltrosProps = {
  aplicados: NfsesFiltros;
  /** Called on 'Filtrar' (or Enter) with the form's filters, and with empty ones on 'Limpar'. */
  onAplicar: (filtros: NfsesFiltros) => void;
};

/** Tomador or number, and status, like the NF-e list. */
export function NfseFiltros({ aplicados, onAplicar }: NfseFiltrosProps) {
  const [rascunho, setRascunho] = useState<NfsesFiltros>(aplicados);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onAplicar({ ...rascunho, search: rascunho.search.trim() });
  }

  function handleLimpar() {
    setRascunho(FILTROS_VAZIOS);
    onAplicar(FILTROS_VAZIOS);
  }

  return (
    <search className="nfse-filtros no-print">
      <form onSubmit={handleSubmit} noValidate>
        <input
          type="search"
          className="control nfse-filtros__busca"
          placeholder={BUSCA_NFSE}
          aria-label={BUSCA_NFSE}
          value={rascunho.search}
          onChange={(event) => setRascunho((atual) => ({ ...atual, search: event.target.value }))}
        />
        <Field label="Status">
          <Select
            value={rascunho.status}
            onChange={(event) =>
              setRascunho((atual) => ({ ...atual, status: event.target.value as TStatusNfse | '' }))
            }
          >
            <option value="">Todos</option>
            {STATUS_NFSE.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </Select>
        </Field>
        <div className="nfse-filtros__botoes">
          <Button type="submit">Filtrar</Button>
          <Button variant="secondary" onClick={handleLimpar}>
            Limpar
          </Button>
        </div>
      </form>
    </search>
  );
}

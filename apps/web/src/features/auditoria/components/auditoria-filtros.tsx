import {
  ENTIDADES_AUDITORIA,
  ROTULOS_ENTIDADE_AUDITORIA,
  type TEntidadeAuditoria,
} from '@erp/contracts/auditoria';
import type { TUsuario } from '@erp/contracts/usuarios';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DateInput } from '../../../components/ui/entrada-br';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/field-controls';
import { FILTROS_VAZIOS, type AuditoriaFiltros as Filtros } from '../api/buscar-auditoria';

type AuditoriaFiltrosProps = {
  usuarios: TUsuario[] | undefined;
  /** The filters in force; the form starts from them. */
  aplicados: Filtros;
  /** Called on 'Aplicar' with the form's filters, and with empty ones on 'Limpar'. */
  onAplicar: (filtros: Filtros) => void;
};

const PERIODO_INVERTIDO = 'A data final não pode ser anterior à data inicial.';

/** By user, entity and period (Brasília days, both ends included), with apply and clear. */
export function AuditoriaFiltros({ usuarios, aplicados, onAplicar }: AuditoriaFiltrosProps) {
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
    onAplicar(rascunho);
  }

  function handleLimpar() {
    setRascunho(FILTROS_VAZIOS);
    setErro(undefined);
    onAplicar(FILTROS_VAZIOS);
  }

  return (
    <search className="auditoria-filtros no-print">
      <form onSubmit={handleSubmit} noValidate>
        <Field label="Utilizador">
          <Select value={rascunho.usuario} onChange={(event) => alterar('usuario', event.target.value)}>
            <option value="">Todos</option>
            {usuarios?.map((usuario) => (
              <option key={usuario.id} value={String(usuario.id)}>
                {`${usuario.nome} (${usuario.email})`}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Entidade">
          <Select
            value={rascunho.entidade}
            onChange={(event) => alterar('entidade', event.target.value as TEntidadeAuditoria | '')}
          >
            <option value="">Todas</option>
            {ENTIDADES_AUDITORIA.map((entidade) => (
              <option key={entidade} value={entidade}>
                {ROTULOS_ENTIDADE_AUDITORIA[entidade]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Data início">
          <DateInput value={rascunho.data_inicio} onValueChange={(valor) => alterar('data_inicio', valor)} />
        </Field>
        <Field label="Data fim" error={erro}>
          <DateInput value={rascunho.data_fim} onValueChange={(valor) => alterar('data_fim', valor)} />
        </Field>
        <div className="auditoria-filtros__botoes">
          <Button type="submit">Aplicar</Button>
          <Button variant="secondary" onClick={handleLimpar}>
            Limpar
          </Button>
        </div>
      </form>
    </search>
  );
}

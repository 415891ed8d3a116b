import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DateInput } from '../../../components/ui/entrada-br';
import { Field } from '../../../components/ui/field';
import type { Periodo } from '../utils/periodo';

type PeriodoFormProps = {
  /** The period in force when the form opens. */
  aplicado: Periodo;
  /** The report's default period, restored by 'Limpar' and used for a date left empty. */
  padrao: Periodo;
  onAplicar: (periodo: Periodo) => void;
};

const PERIODO_INVERTIDO = 'A data final não pode ser anterior à data inicial.';

/** 'De' and 'Até' with 'Filtrar' and 'Limpar'. Never printed: the heading says the period instead. */
export function PeriodoForm({ aplicado, padrao, onAplicar }: PeriodoFormProps) {
  const [rascunho, setRascunho] = useState<Periodo>(aplicado);
  const [erro, setErro] = useState<string | undefined>();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const periodo = {
      data_inicio: rascunho.data_inicio || padrao.data_inicio,
      data_fim: rascunho.data_fim || padrao.data_fim,
    };
    // ISO days compare as text; the server refuses the inverted period as well.
    if (periodo.data_fim < periodo.data_inicio) {
      setErro(PERIODO_INVERTIDO);
      return;
    }
    setErro(undefined);
    setRascunho(periodo);
    onAplicar(periodo);
  }

  function handleLimpar() {
    setErro(undefined);
    setRascunho(padrao);
    onAplicar(padrao);
  }

  return (
    <search className="periodo-form no-print">
      <form onSubmit={handleSubmit} noValidate>
        <Field label="De">
          <DateInput
            value={rascunho.data_inicio}
            onValueChange={(valor) => setRascunho((atual) => ({ ...atual, data_inicio: valor }))}
          />
        </Field>
        <Field label="Até" error={erro}>
          <DateInput
            value={rascunho.data_fim}
            onValueChange={(valor) => setRascunho((atual) => ({ ...atual, data_fim: valor }))}
          />
        </Field>
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

import { type FormEvent, useState } from 'react';
import { type CampoDeFiltro, type Filtros, filtrosVazios, prepararFiltros } from '../../lib/filtros-na-url';
import type { FiltrosNaUrl } from '../../lib/use-filtros-na-url';
import { Button } from '../ui/button';
import { DateInput } from '../ui/entrada-br';
import { Field } from '../ui/field';
import { Select } from '../ui/field-controls';
import '../ui/form-section.css';
import './barra-de-filtros.css';

type BarraDeFiltrosProps<F extends Filtros> = {
  campos: readonly CampoDeFiltro<keyof F & string>[];
  /** The list's filters in the address (useFiltrosNaUrl): the bar starts from them and applies to them. */
  lista: Pick<FiltrosNaUrl<F>, 'filtros' | 'aplicar' | 'chave'>;
  /** What a field left empty means and 'Limpar' restores (a report's period); '' when absent. */
  padrao?: Partial<F>;
  /** 'Filtrar' on the lists of documents and reports, 'Aplicar' on financeiro, entradas and auditoria. */
  rotuloAplicar?: 'Filtrar' | 'Aplicar' | 'Buscar';
};

/** A list's filters, drawn from its fields, with apply and 'Limpar'. Never printed: the heading says them. */
export function BarraDeFiltros<F extends Filtros>({ lista, ...props }: BarraDeFiltrosProps<F>) {
  // A new address (Back, a link, another page's filters) starts the bar again from what it applies.
  return <Barra key={lista.chave} aplicados={lista.filtros} onAplicar={lista.aplicar} {...props} />;
}

type BarraProps<F extends Filtros> = Omit<BarraDeFiltrosProps<F>, 'lista'> & {
  aplicados: F;
  /** Called with the bar's filters on its button (or Enter), and with the defaults on 'Limpar'. */
  onAplicar: (filtros: F) => void;
};

function Barra<F extends Filtros>({
  campos,
  aplicados,
  padrao = {},
  rotuloAplicar = 'Filtrar',
  onAplicar,
}: BarraProps<F>) {
  const [rascunho, setRascunho] = useState<F>(aplicados);
  const [erro, setErro] = useState<{ campo: string; mensagem: string } | undefined>();
  const alterar = (nome: string, valor: string) => setRascunho((atual) => ({ ...atual, [nome]: valor }));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const resultado = prepararFiltros(rascunho, campos, padrao);
    if ('erro' in resultado) {
      setErro(resultado.erro);
      return;
    }
    setErro(undefined);
    setRascunho(resultado.filtros as F);
    onAplicar(resultado.filtros as F);
  }

  function handleLimpar() {
    const vazios = filtrosVazios(campos, padrao) as F;
    setErro(undefined);
    setRascunho(vazios);
    onAplicar(vazios);
  }

  return (
    <search className="barra-filtros no-print">
      <form onSubmit={handleSubmit} noValidate>
        {campos.map((campo) => (
          <CampoDaBarra
            key={campo.nome}
            campo={campo}
            valor={rascunho[campo.nome] ?? ''}
            erro={erro?.campo === campo.nome ? erro.mensagem : undefined}
            onChange={(valor) => alterar(campo.nome, valor)}
          />
        ))}
        <div className="barra-filtros__botoes">
          <Button type="submit">{rotuloAplicar}</Button>
          <Button variant="secondary" onClick={handleLimpar}>
            Limpar
          </Button>
        </div>
      </form>
    </search>
  );
}

type CampoDaBarraProps = {
  campo: CampoDeFiltro;
  valor: string;
  erro: string | undefined;
  onChange: (valor: string) => void;
};

function CampoDaBarra({ campo, valor, erro, onChange }: CampoDaBarraProps) {
  switch (campo.tipo) {
    case 'busca':
      return (
        <input
          type="search"
          className="control barra-filtros__busca"
          placeholder={campo.rotulo}
          aria-label={campo.rotulo}
          value={valor}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'selecao':
      return (
        <Field label={campo.rotulo}>
          <Select value={valor} onChange={(event) => onChange(event.target.value)}>
            <option value="">{campo.todos}</option>
            {campo.opcoes.map((opcao) => (
              <option key={opcao.valor} value={opcao.valor}>
                {opcao.rotulo}
              </option>
            ))}
          </Select>
        </Field>
      );
    case 'data':
      return (
        <Field label={campo.rotulo} error={erro}>
          <DateInput value={valor} onValueChange={onChange} />
        </Field>
      );
    case 'marcador':
      return (
        <label className="form-check">
          <input
            type="checkbox"
            checked={valor === 'true'}
            onChange={(event) => onChange(event.target.checked ? 'true' : '')}
          />
          {campo.rotulo}
        </label>
      );
  }
}

import type { TFluxoCaixa } from '@erp/contracts/relatorios';
import { formatBRL } from '../../../lib/format';

type Indicador = { titulo: string; valor: string; tom?: 'entrada' | 'saida' };

/** SPEC §2: the four cards of the cash flow. Values come computed by the API to the centavo. */
export function FluxoCaixaResumo({ fluxo }: { fluxo: TFluxoCaixa }) {
  const indicadores: Indicador[] = [
    { titulo: 'Saldo Inicial', valor: fluxo.saldoInicial },
    { titulo: 'Total de Entradas', valor: fluxo.totalEntradas, tom: 'entrada' },
    { titulo: 'Total de Saídas', valor: fluxo.totalSaidas, tom: 'saida' },
    { titulo: 'Saldo Final', valor: fluxo.saldoFinal },
  ];
  return (
    <ul className="relatorio-resumo" aria-label="Resumo do período">
      {indicadores.map(({ titulo, valor, tom }) => (
        <li key={titulo} className="relatorio-resumo__card">
          <span className="relatorio-resumo__titulo">{titulo}</span>
          <span className={['relatorio-resumo__valor', tom && `valor--${tom}`].filter(Boolean).join(' ')}>
            {formatBRL(valor)}
          </span>
        </li>
      ))}
    </ul>
  );
}

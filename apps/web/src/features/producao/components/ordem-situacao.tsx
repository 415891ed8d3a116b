import type { TOrdem } from '@erp/contracts/producao';
import { Card } from '../../../components/ui/card';
import { formatPercent } from '../../../lib/format';
import { formatKg3 } from '../utils/situacao-do-chao';

/**
 * The order's kg to the gram: in, each kind of pointing, what is still to point (the closing needs 0), and the loss
 * against the client's agreement.
 */
export function OrdemSituacao({ situacao: s }: { situacao: TOrdem['situacao_kg'] }) {
  const linhas: [string, string][] = [
    ['Entrada', formatKg3(s.entrada_kg)],
    ['Produzido', formatKg3(s.produzido_kg)],
    ['Sucata', formatKg3(s.sucata_kg)],
    ['Perda', formatKg3(s.perda_kg)],
    ['Não aplicado', formatKg3(s.nao_aplicado_kg)],
    ['Apontado', formatKg3(s.apontado_kg)],
    ['Diferença (falta apontar)', formatKg3(s.diferenca_kg)],
  ];
  return (
    <Card title="Situação em kg">
      <dl className="ordem-situacao">
        {linhas.map(([rotulo, valor]) => (
          <div key={rotulo}>
            <dt>{rotulo}</dt>
            <dd>{valor}</dd>
          </div>
        ))}
        <div>
          <dt>Perda sobre a entrada</dt>
          <dd className={s.perda_acima_do_acordado ? 'valor--pagar' : undefined}>
            {`${formatPercent(s.perda_percentual)} (acordado: ${
              s.perda_normal_percentual === null ? 'nenhum' : formatPercent(s.perda_normal_percentual)
            })`}
          </dd>
        </div>
      </dl>
      <p className={s.fecha ? 'ordem-situacao__fecha' : 'ordem-situacao__aberta'}>
        {s.fecha
          ? 'A ordem fecha: entrada = produzido + sucata + perda + não aplicado.'
          : 'A ordem ainda não fecha: aponte até a diferença ser zero.'}
        {s.perda_acima_do_acordado && ' A perda está acima do acordado: só um Administrador conclui.'}
      </p>
    </Card>
  );
}

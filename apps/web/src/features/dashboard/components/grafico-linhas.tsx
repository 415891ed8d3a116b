import { escalaLinear } from '../utils/escala';
import { GraficoLegenda } from './grafico-legenda';
import { GraficoMoldura } from './grafico-moldura';

export type SerieLinha = {
  nome: string;
  /** CSS class with the series' colour (stroke and fill). */
  classe: string;
  /** One decimal string per month, as the API sends it. */
  valores: string[];
};

type GraficoLinhasProps = {
  titulo: string;
  meses: string[];
  series: SerieLinha[];
  tituloEixoY: string;
  formatarValor: (valor: string) => string;
  formatarMarca: (valor: number) => string;
};

/** A line per series over the months; each point names its series, month and exact value. */
export function GraficoLinhas({
  titulo,
  meses,
  series,
  tituloEixoY,
  formatarValor,
  formatarMarca,
}: GraficoLinhasProps) {
  const maximo = Math.max(0, ...series.flatMap((s) => s.valores.map(Number)));
  return (
    <figure className="grafico" aria-label={titulo}>
      <GraficoMoldura
        titulo={titulo}
        rotulosX={meses}
        tituloEixoX="Mês"
        tituloEixoY={tituloEixoY}
        escala={escalaLinear(maximo)}
        formatarMarca={formatarMarca}
      >
        {({ x, y }) =>
          series.map((serie) => (
            <g key={serie.nome} className={`grafico__serie ${serie.classe}`}>
              <polyline
                className="grafico__linha"
                points={serie.valores.map((valor, i) => `${x(i)},${y(Number(valor))}`).join(' ')}
              />
              {serie.valores.map((valor, i) => {
                const descricao = `${serie.nome}, ${meses[i]}: ${formatarValor(valor)}`;
                return (
                  // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: an SVG shape is not interactive; role img gives the data point its name.
                  <circle
                    key={meses[i]}
                    className="grafico__ponto"
                    cx={x(i)}
                    cy={y(Number(valor))}
                    r={4.5}
                    role="img"
                    aria-label={descricao}
                  >
                    <title>{descricao}</title>
                  </circle>
                );
              })}
            </g>
          ))
        }
      </GraficoMoldura>
      <GraficoLegenda series={series} />
    </figure>
  );
}

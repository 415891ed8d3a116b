import { escalaLinear } from '../utils/escala';
import { GraficoLegenda } from './grafico-legenda';
import { GraficoMoldura } from './grafico-moldura';

type GraficoBarrasProps = {
  titulo: string;
  meses: string[];
  serie: { nome: string; classe: string; valores: number[] };
  tituloEixoY: string;
};

/** One bar per month for a count; the count is written on the bar and named for screen readers. */
export function GraficoBarras({ titulo, meses, serie, tituloEixoY }: GraficoBarrasProps) {
  const escala = escalaLinear(Math.max(0, ...serie.valores), 4, true);
  return (
    <figure className="grafico" aria-label={titulo}>
      <GraficoMoldura
        titulo={titulo}
        rotulosX={meses}
        tituloEixoX="Mês"
        tituloEixoY={tituloEixoY}
        escala={escala}
        formatarMarca={String}
      >
        {({ x, y, larguraFaixa, topo, altura }) => (
          <g className={`grafico__serie ${serie.classe}`}>
            {serie.valores.map((valor, i) => {
              const largura = larguraFaixa * 0.55;
              const descricao = `${serie.nome}, ${meses[i]}: ${valor}`;
              return (
                <g key={meses[i]}>
                  {/* biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: an SVG shape is not interactive; role img gives the data point its name. */}
                  <rect
                    className="grafico__barra"
                    x={x(i) - largura / 2}
                    y={y(valor)}
                    width={largura}
                    height={topo + altura - y(valor)}
                    role="img"
                    aria-label={descricao}
                  >
                    <title>{descricao}</title>
                  </rect>
                  {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: SVG text is not focusable; the bar already reads its value. */}
                  <text
                    className="grafico__valor"
                    x={x(i)}
                    y={y(valor) - 6}
                    textAnchor="middle"
                    aria-hidden="true"
                  >
                    {valor}
                  </text>
                </g>
              );
            })}
          </g>
        )}
      </GraficoMoldura>
      <GraficoLegenda series={[serie]} />
    </figure>
  );
}

import type { ReactNode } from 'react';
import type { Escala } from '../utils/escala';

/** Where things go inside the SVG: the plot area and the two mappings from data to pixels. */
export type Geometria = {
  esquerda: number;
  topo: number;
  largura: number;
  altura: number;
  /** The centre of month `i`'s band: line points and bars of the same month line up. */
  x: (i: number) => number;
  larguraFaixa: number;
  y: (valor: number) => number;
};

// Drawn in a 480-wide box scaled to the card: at the usual card widths one unit is about one pixel.
const LARGURA = 480;
const ALTURA = 270;
const MARGEM = { topo: 16, direita: 8, base: 52, esquerda: 68 };

type GraficoMolduraProps = {
  /** The chart's name, as the SVG's title. */
  titulo: string;
  /** One label per band on the x axis (the months). */
  rotulosX: string[];
  tituloEixoX: string;
  tituloEixoY: string;
  escala: Escala;
  formatarMarca: (valor: number) => string;
  children: (geometria: Geometria) => ReactNode;
};

/** Axes, grid, tick labels and axis titles of a small SVG chart; the series are drawn by `children`. */
export function GraficoMoldura(props: GraficoMolduraProps) {
  const { titulo, rotulosX, tituloEixoX, tituloEixoY, escala, formatarMarca, children } = props;
  const largura = LARGURA - MARGEM.esquerda - MARGEM.direita;
  const altura = ALTURA - MARGEM.topo - MARGEM.base;
  const larguraFaixa = largura / Math.max(1, rotulosX.length);
  const geometria: Geometria = {
    esquerda: MARGEM.esquerda,
    topo: MARGEM.topo,
    largura,
    altura,
    larguraFaixa,
    x: (i) => MARGEM.esquerda + (i + 0.5) * larguraFaixa,
    y: (valor) => MARGEM.topo + altura * (1 - Math.min(valor, escala.topo) / escala.topo),
  };
  const base = MARGEM.topo + altura;

  return (
    // The points and bars inside are named one by one; as an image (an svg's implicit role) they would be hidden.
    // biome-ignore lint/a11y/useSemanticElements: an svg cannot be a fieldset; group keeps its children readable.
    <svg className="grafico__svg" viewBox={`0 0 ${LARGURA} ${ALTURA}`} role="group">
      <title>{titulo}</title>
      {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: SVG lines and text are not focusable; the grid is decoration. */}
      <g className="grafico__grade" aria-hidden="true">
        {escala.marcas.map((marca) => (
          <g key={marca}>
            <line
              x1={MARGEM.esquerda}
              x2={MARGEM.esquerda + largura}
              y1={geometria.y(marca)}
              y2={geometria.y(marca)}
            />
            <text x={MARGEM.esquerda - 8} y={geometria.y(marca)} textAnchor="end" dominantBaseline="middle">
              {formatarMarca(marca)}
            </text>
          </g>
        ))}
        <line
          className="grafico__eixo"
          x1={MARGEM.esquerda}
          x2={MARGEM.esquerda}
          y1={MARGEM.topo}
          y2={base}
        />
        <line
          className="grafico__eixo"
          x1={MARGEM.esquerda}
          x2={MARGEM.esquerda + largura}
          y1={base}
          y2={base}
        />
      </g>
      <g className="grafico__rotulos-x">
        {rotulosX.map((rotulo, i) => (
          <text key={rotulo} x={geometria.x(i)} y={base + 18} textAnchor="middle">
            {rotulo}
          </text>
        ))}
      </g>
      <text
        className="grafico__titulo-eixo"
        x={MARGEM.esquerda + largura / 2}
        y={ALTURA - 8}
        textAnchor="middle"
      >
        {tituloEixoX}
      </text>
      <text
        className="grafico__titulo-eixo"
        transform={`translate(14 ${MARGEM.topo + altura / 2}) rotate(-90)`}
        textAnchor="middle"
      >
        {tituloEixoY}
      </text>
      {children(geometria)}
    </svg>
  );
}

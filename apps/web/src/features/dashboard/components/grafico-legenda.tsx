/** The chart's series by name and colour; the colour class is the one the series is drawn with. */
export function GraficoLegenda({ series }: { series: { nome: string; classe: string }[] }) {
  return (
    <ul className="grafico__legenda" aria-label="Legenda">
      {series.map((serie) => (
        <li key={serie.nome}>
          <span className={`grafico__amostra ${serie.classe}`} aria-hidden="true" />
          {serie.nome}
        </li>
      ))}
    </ul>
  );
}

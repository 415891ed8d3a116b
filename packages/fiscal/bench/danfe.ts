import { gerarDanfe } from '../src/nfe/danfe/gerar-danfe.ts';
import { nfeDeTeste } from '../test/support/nfe-danfe.ts';
import { paginasDoPdf } from '../test/support/texto-pdf.ts';

const META_DANFE_MS = 10;

async function mediana(xml: string, execucoes: number): Promise<{ ms: number; paginas: number }> {
  for (let i = 0; i < 20; i++) await gerarDanfe(xml);
  const tempos: number[] = [];
  for (let i = 0; i < execucoes; i++) {
    const inicio = performance.now();
    await gerarDanfe(xml);
    tempos.push(performance.now() - inicio);
  }
  tempos.sort((a, b) => a - b);
  const paginas = paginasDoPdf(await gerarDanfe(xml, { compress: false }));
  return { ms: tempos[Math.floor(tempos.length / 2)] ?? Number.NaN, paginas };
}

/** DANFE of an authorised note with one page (10 items) and with ten pages (320 items): median ms per PDF. */
export async function medirDanfe(execucoes: number): Promise<string[]> {
  const umaPagina = await mediana(nfeDeTeste({ itens: 10, cStat: '100' }), execucoes);
  const dezPaginas = await mediana(
    nfeDeTeste({ itens: 320, cStat: '100' }),
    Math.max(10, Math.floor(execucoes / 10)),
  );
  return [
    '',
    `DANFE de ${umaPagina.paginas} página (10 itens): mediana ${umaPagina.ms.toFixed(2)} ms — meta <= ${META_DANFE_MS} ms: ${umaPagina.ms <= META_DANFE_MS ? 'atingida' : 'NÃO atingida'}`,
    `DANFE de ${dezPaginas.paginas} páginas (320 itens): mediana ${dezPaginas.ms.toFixed(2)} ms`,
  ];
}

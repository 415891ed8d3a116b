/** Um problema da entrada da DPS, com o campo (caminho na entrada) e a mensagem em português. */
export interface ProblemaDps {
  campo: string;
  mensagem: string;
  /** Código de rejeição da Sefin Nacional que a DPS receberia, quando há um. */
  codigo?: string;
}

/** A entrada não gera uma DPS aceitável; `problemas` lista todos, não só o primeiro. */
export class DpsInvalidaError extends Error {
  override readonly name = 'DpsInvalidaError';

  constructor(readonly problemas: ProblemaDps[]) {
    super(
      problemas.length === 1
        ? (problemas[0] as ProblemaDps).mensagem
        : `A DPS tem ${problemas.length} problemas: ${problemas.map((p) => p.mensagem).join(' ')}`,
    );
  }
}

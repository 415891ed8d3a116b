import type { MensagemSefin } from './resposta-sefin.ts';

export type CodigoErroComunicacao = 'TEMPO_ESGOTADO' | 'CONEXAO' | 'TLS' | 'HTTP' | 'RESPOSTA_INVALIDA';

export class ErroComunicacaoSefin extends Error {
  override readonly name = 'ErroComunicacaoSefin';

  constructor(
    readonly codigo: CodigoErroComunicacao,
    message: string,
    readonly detalhe?: { status?: number; erros?: MensagemSefin[]; causa?: string },
  ) {
    super(message);
  }
}

const ERROS_TLS = /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_(GET|VERIFY)|HOSTNAME|ALTNAME|handshake|alert/i;

export function erroDeTransporte(erro: unknown, url: URL): ErroComunicacaoSefin {
  if (erro instanceof ErroComunicacaoSefin) return erro;
  const causa =
    erro instanceof Error
      ? `${(erro as NodeJS.ErrnoException).code ?? ''} ${erro.message}`.trim()
      : String(erro);
  if (ERROS_TLS.test(causa)) {
    return new ErroComunicacaoSefin(
      'TLS',
      `Falha na conexão segura com ${url.host}: o certificado do servidor não é confiável ou o certificado A1 foi recusado.`,
      { causa },
    );
  }
  return new ErroComunicacaoSefin(
    'CONEXAO',
    `Não foi possível comunicar com a Sefin Nacional (${url.host}).`,
    {
      causa,
    },
  );
}

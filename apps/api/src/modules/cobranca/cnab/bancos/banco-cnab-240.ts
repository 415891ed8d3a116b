import { type Banco240, gerarRemessa240, isCabecalho240DaConta, lerRetorno240 } from '../cnab240.ts';
import type { BancoCnab, ContaDoCnab } from '../leiaute.ts';
import { motivosEmTexto, ocorrenciaFebraban } from '../ocorrencias-febraban.ts';

/** A bank that follows the FEBRABAN 240 layout with its particulars in `b`. */
export function bancoCnab240(
  b: Banco240 & { nome: string; versao: string; conferirConta(conta: ContaDoCnab): string | null },
): BancoCnab {
  return {
    codigo: b.codigo,
    nome: b.nome,
    leiaute: '240',
    versao: b.versao,
    conferirConta: b.conferirConta,
    gerarRemessa: (arquivo) => gerarRemessa240(b, arquivo),
    isCabecalhoDaConta: (cabecalho, conta) => isCabecalho240DaConta(b, cabecalho, conta),
    lerRetorno: (linhas, conta) => lerRetorno240(b, linhas, conta),
    ocorrencia: ocorrenciaFebraban,
    motivoDaRejeicao: (motivos) => motivosEmTexto(motivos),
  };
}

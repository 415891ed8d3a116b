import { el, grupo } from '@erp/fiscal/xml';
import type { ContextoServico } from '../config.ts';
import { dataHoraBrasilia } from '../xml/data-hora.ts';
import { texto } from '../xml/ler-xml.ts';
import { cUFDaMensagem, lerDados, NFE_NS } from './ler-dados.ts';
import { type Resultado, resultado } from './motivos.ts';
import type { ServicoNFe } from './servico-nfe.ts';

function retConsStatServ(r: Resultado, cUF: string, ctx: ContextoServico): string {
  return grupo(
    'retConsStatServ',
    [
      el('tpAmb', ctx.config.tpAmb),
      el('verAplic', ctx.config.verAplic),
      el('cStat', r.cStat),
      el('xMotivo', r.xMotivo),
      el('cUF', cUF),
      el('dhRecbto', dataHoraBrasilia(ctx.agora)),
      r.cStat === '107' ? el('tMed', '1') : undefined,
    ],
    { versao: '4.00', xmlns: NFE_NS },
  );
}

/** NFeStatusServico4 (consStatServ): 107 em operação; 108/109 quando a falha 'paralisado' está ativa. */
export const statusServico: ServicoNFe = {
  nome: 'NFeStatusServico4',
  processar(dados, ctx) {
    const lidos = lerDados(dados, 'consStatServ', 'consStatServ', '215');
    if ('rejeicao' in lidos) return retConsStatServ(lidos.rejeicao, cUFDaMensagem(dados), ctx);
    const cUF = texto(lidos.raiz, 'cUF') ?? '35';
    if (texto(lidos.raiz, 'tpAmb') !== ctx.config.tpAmb) return retConsStatServ(resultado('252'), cUF, ctx);
    return retConsStatServ(resultado('107'), cUF, ctx);
  },
  rejeitar(r, dados, ctx) {
    // A consulta de status informa a paralisação como situação, não como rejeição (sem "Rejeição:").
    return retConsStatServ(r, cUFDaMensagem(dados), ctx);
  },
};

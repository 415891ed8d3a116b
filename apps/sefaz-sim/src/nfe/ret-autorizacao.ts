import { el, grupo } from '@erp/fiscal/xml';
import type { ContextoServico } from '../config.ts';
import { dataHoraBrasilia } from '../xml/data-hora.ts';
import { texto } from '../xml/ler-xml.ts';
import { cUFDaMensagem, lerDados, NFE_NS } from './ler-dados.ts';
import { type Resultado, resultado } from './motivos.ts';
import type { ServicoNFe } from './servico-nfe.ts';

function retConsReciNFe(
  r: Resultado,
  nRec: string,
  cUF: string,
  ctx: ContextoServico,
  protocolos: string[] = [],
) {
  return grupo(
    'retConsReciNFe',
    [
      el('tpAmb', ctx.config.tpAmb),
      el('verAplic', ctx.config.verAplic),
      el('nRec', nRec),
      el('cStat', r.cStat),
      el('xMotivo', r.xMotivo),
      el('cUF', cUF),
      el('dhRecbto', dataHoraBrasilia(ctx.agora)),
      ...protocolos,
    ],
    { versao: '4.00', xmlns: NFE_NS },
  );
}

// nRec é obrigatório no retorno; numa mensagem ilegível, repete-se o que der para ler dela.
const nRecDaMensagem = (dados: string) =>
  /<nRec>\s*([0-9]{15})\s*<\/nRec>/.exec(dados)?.[1] ?? '000000000000000';

/** NFeRetAutorizacao4 (consReciNFe): 105 enquanto o lote "processa", depois 104 com os protNFe; 106 se não existe. */
export const retAutorizacao: ServicoNFe = {
  nome: 'NFeRetAutorizacao4',
  processar(dados, ctx) {
    const lidos = lerDados(dados, 'consReciNFe', 'consReciNFe', '215');
    if ('rejeicao' in lidos)
      return retConsReciNFe(lidos.rejeicao, nRecDaMensagem(dados), cUFDaMensagem(dados), ctx);
    const nRec = texto(lidos.raiz, 'nRec') ?? '';
    const lote = ctx.estado.dados.lotes[nRec];
    const cUF = lote?.cUF ?? nRec.slice(0, 2);
    if (texto(lidos.raiz, 'tpAmb') !== ctx.config.tpAmb)
      return retConsReciNFe(resultado('252'), nRec, cUF, ctx);
    if (!lote) return retConsReciNFe(resultado('106'), nRec, cUF, ctx);
    if (lote.cnpjTransmissor !== ctx.cnpjTransmissor) return retConsReciNFe(resultado('223'), nRec, cUF, ctx);
    if (lote.consultasEmProcessamento > 0) {
      lote.consultasEmProcessamento -= 1;
      ctx.estado.salvar();
      return retConsReciNFe(resultado('105'), nRec, cUF, ctx);
    }
    return retConsReciNFe(resultado('104'), nRec, cUF, ctx, lote.protNFeXml);
  },
  rejeitar(r, dados, ctx) {
    return retConsReciNFe(r, nRecDaMensagem(dados), cUFDaMensagem(dados), ctx);
  },
};

import { el, grupo } from '@erp/fiscal/xml';
import type { ContextoServico } from '../config.ts';
import { dataHoraBrasilia } from '../xml/data-hora.ts';
import { extrairElementos } from '../xml/extrair-elementos.ts';
import { filhos, texto } from '../xml/ler-xml.ts';
import { cUFDaMensagem, lerDados, NFE_NS } from './ler-dados.ts';
import { type Resultado, resultado } from './motivos.ts';
import { processarNFe } from './processar-nfe.ts';
import type { ServicoNFe } from './servico-nfe.ts';

function retEnviNFe(r: Resultado, cUF: string, ctx: ContextoServico, resto?: string): string {
  return grupo(
    'retEnviNFe',
    [
      el('tpAmb', ctx.config.tpAmb),
      el('verAplic', ctx.config.verAplic),
      el('cStat', r.cStat),
      el('xMotivo', r.xMotivo),
      el('cUF', cUF),
      el('dhRecbto', dataHoraBrasilia(ctx.agora)),
      resto,
    ],
    { versao: '4.00', xmlns: NFE_NS },
  );
}

/**
 * NFeAutorizacao4 (enviNFe). indSinc=1 com uma NF-e: processa e devolve 104 com o protNFe. indSinc=0: devolve
 * 103 com o recibo; o resultado sai no NFeRetAutorizacao4 depois de `consultasEmProcessamento` respostas 105.
 * As NF-e são processadas na recepção (inclusive no modo assíncrono): uma resposta perdida deixa a nota
 * autorizada, e o cliente tem de consultar pela chave.
 */
export const autorizacao: ServicoNFe = {
  nome: 'NFeAutorizacao4',
  processar(dados, ctx) {
    const lidos = lerDados(dados, 'enviNFe', 'enviNFe', '225');
    if ('rejeicao' in lidos) return retEnviNFe(lidos.rejeicao, cUFDaMensagem(dados), ctx);
    const notas = extrairElementos(dados, 'NFe');
    const cUF = texto(filhos(lidos.raiz, 'NFe')[0], 'infNFe/ide/cUF') ?? cUFDaMensagem(dados);
    const isSincrono = texto(lidos.raiz, 'indSinc') === '1';
    if (notas.length !== filhos(lidos.raiz, 'NFe').length) {
      // Um comentário ou CDATA com "</NFe>" impediria recortar cada nota com segurança.
      return retEnviNFe(resultado('225', '[Não foi possível separar as NF-e do lote.]'), cUF, ctx);
    }
    if (isSincrono && notas.length > 1) return retEnviNFe(resultado('764'), cUF, ctx);

    const nRec = ctx.estado.proximoRecibo(cUF);
    const protocolos = notas.map((nfe) => processarNFe(nfe, nRec, ctx));
    ctx.estado.dados.lotes[nRec] = {
      nRec,
      cnpjTransmissor: ctx.cnpjTransmissor,
      cUF,
      dhRecbto: dataHoraBrasilia(ctx.agora),
      protNFeXml: protocolos,
      consultasEmProcessamento: ctx.config.consultasEmProcessamento,
    };
    ctx.estado.salvar();
    if (isSincrono) return retEnviNFe(resultado('104'), cUF, ctx, protocolos[0]);
    return retEnviNFe(resultado('103'), cUF, ctx, grupo('infRec', [el('nRec', nRec), el('tMed', '1')]));
  },
  rejeitar(r, dados, ctx) {
    return retEnviNFe(r, cUFDaMensagem(dados), ctx);
  },
};

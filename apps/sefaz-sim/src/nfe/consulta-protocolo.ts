import { isChaveValida } from '@erp/fiscal/documentos';
import { el, grupo } from '@erp/fiscal/xml';
import type { ContextoServico } from '../config.ts';
import { dataHoraBrasilia } from '../xml/data-hora.ts';
import { texto } from '../xml/ler-xml.ts';
import { isSvc } from './autorizador-da-requisicao.ts';
import { procEventoNFe } from './documentos-distribuidos.ts';
import { cUFDaMensagem, lerDados, NFE_NS } from './ler-dados.ts';
import { type Resultado, resultado } from './motivos.ts';
import { CANCELAMENTO } from './regras-evento.ts';
import type { ServicoNFe } from './servico-nfe.ts';

function retConsSitNFe(r: Resultado, chNFe: string, cUF: string, ctx: ContextoServico, resto: string[] = []) {
  return grupo(
    'retConsSitNFe',
    [
      el('tpAmb', ctx.config.tpAmb),
      el('verAplic', ctx.config.verAplic),
      el('cStat', r.cStat),
      el('xMotivo', r.xMotivo),
      el('cUF', cUF),
      el('dhRecbto', dataHoraBrasilia(ctx.agora)),
      el('chNFe', chNFe),
      ...resto,
    ],
    { versao: '4.00', xmlns: NFE_NS },
  );
}

const chaveDaMensagem = (dados: string) =>
  /<chNFe>\s*([0-9A-Z]{44})\s*<\/chNFe>/.exec(dados)?.[1] ?? '0'.repeat(44);

/**
 * NFeConsultaProtocolo4 (consSitNFe): 100 com o protNFe e os eventos (CC-e) para a nota autorizada, 101 com o
 * protNFe e o evento de cancelamento para a cancelada, 217 para chave desconhecida (na SVC, também a de nota que
 * ela não autorizou). A SVC só devolve os eventos registrados nela: os do autorizador da UF (o cancelamento de uma
 * nota da SVC depois da contingência) não chegam a ela, e a nota cancelada só lá continua 100 para a SVC.
 */
export const consultaProtocolo: ServicoNFe = {
  nome: 'NFeConsultaProtocolo4',
  processar(dados, ctx) {
    const lidos = lerDados(dados, 'consSitNFe', 'consSitNFe', '215');
    if ('rejeicao' in lidos) {
      return retConsSitNFe(lidos.rejeicao, chaveDaMensagem(dados), cUFDaMensagem(dados), ctx);
    }
    const chNFe = texto(lidos.raiz, 'chNFe') ?? '';
    const cUF = chNFe.slice(0, 2);
    if (texto(lidos.raiz, 'tpAmb') !== ctx.config.tpAmb)
      return retConsSitNFe(resultado('252'), chNFe, cUF, ctx);
    if (!isChaveValida(chNFe)) return retConsSitNFe(resultado('236'), chNFe, cUF, ctx);
    const nota = ctx.estado.nota(chNFe);
    // A SVC só conhece as notas que ela autorizou; o autorizador da UF, todas (as da SVC chegam na sincronização).
    const isDeOutroAutorizador = isSvc(ctx.autorizador) && nota?.autorizador !== ctx.autorizador;
    if (!nota || isDeOutroAutorizador) return retConsSitNFe(resultado('217'), chNFe, cUF, ctx);
    const visiveis = isSvc(ctx.autorizador)
      ? nota.eventos.filter((e) => e.autorizador === undefined || e.autorizador === ctx.autorizador)
      : nota.eventos;
    const isCancelada = nota.situacao === 'cancelada' && visiveis.some((e) => e.tpEvento === CANCELAMENTO);
    const situacao = resultado(isCancelada ? '101' : nota.situacao === 'denegada' ? '302' : '100');
    return retConsSitNFe(situacao, chNFe, cUF, ctx, [nota.protNFeXml, ...visiveis.map(procEventoNFe)]);
  },
  rejeitar(r, dados, ctx) {
    return retConsSitNFe(r, chaveDaMensagem(dados), cUFDaMensagem(dados), ctx);
  },
};

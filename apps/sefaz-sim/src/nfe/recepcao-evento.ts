import { isChaveValida } from '@erp/fiscal/documentos';
import { SCHEMAS_DET_EVENTO } from '@erp/fiscal/nfe';
import { el, grupo, validarComXsd } from '@erp/fiscal/xml';
import type { ContextoServico } from '../config.ts';
import type { EventoNFe } from '../estado/tipos.ts';
import { conferirAssinatura } from '../xml/conferir-assinatura.ts';
import { dataHoraBrasilia } from '../xml/data-hora.ts';
import { comNamespace, extrairElementos } from '../xml/extrair-elementos.ts';
import { atributo, filho, filhos, lerXml, texto } from '../xml/ler-xml.ts';
import { distribuir, jaDistribuiuProcNFe, nfeProc, procEventoNFe } from './documentos-distribuidos.ts';
import { cUFDaMensagem, lerDados, NFE_NS } from './ler-dados.ts';
import { type Resultado, resultado } from './motivos.ts';
import { CANCELAMENTO, conferirEvento, DESCRICAO_REGISTRO, MANIFESTACOES } from './regras-evento.ts';
import type { ServicoNFe } from './servico-nfe.ts';

/** Ambiente Nacional: órgão que recebe as manifestações do destinatário. */
const AMBIENTE_NACIONAL = '91';

interface CamposRetEvento {
  cOrgao: string;
  chNFe?: string;
  tpEvento?: string;
  nSeqEvento?: string;
  destinatario?: string;
  nProt?: string;
}

function retEvento(r: Resultado, c: CamposRetEvento, ctx: ContextoServico): string {
  const destinatario = c.destinatario;
  return grupo(
    'retEvento',
    [
      grupo(
        'infEvento',
        [
          el('tpAmb', ctx.config.tpAmb),
          el('verAplic', ctx.config.verAplic),
          el('cOrgao', c.cOrgao),
          el('cStat', r.cStat),
          el('xMotivo', r.xMotivo),
          el('chNFe', c.chNFe),
          el('tpEvento', c.tpEvento),
          el('xEvento', c.nProt && c.tpEvento ? DESCRICAO_REGISTRO[c.tpEvento] : undefined),
          el('nSeqEvento', c.nSeqEvento),
          destinatario && destinatario.length === 14
            ? el('CNPJDest', destinatario)
            : el('CPFDest', destinatario),
          el('dhRegEvento', dataHoraBrasilia(ctx.agora)),
          el('nProt', c.nProt),
        ],
        { Id: c.nProt ? `ID${c.nProt}` : undefined },
      ),
    ],
    { versao: '1.00' },
  );
}

function retEnvEvento(
  r: Resultado,
  idLote: string,
  cOrgao: string,
  ctx: ContextoServico,
  eventos: string[] = [],
) {
  return grupo(
    'retEnvEvento',
    [
      el('idLote', idLote),
      el('tpAmb', ctx.config.tpAmb),
      el('verAplic', ctx.config.verAplic),
      el('cOrgao', cOrgao),
      el('cStat', r.cStat),
      el('xMotivo', r.xMotivo),
      ...eventos,
    ],
    { versao: '1.00', xmlns: NFE_NS },
  );
}

/** Um evento do lote: schema do detalhe, ambiente, Id, chave, assinatura, nota e regras do tipo. */
function processarEvento(eventoNoLote: string, ctx: ContextoServico): string {
  const eventoXml = comNamespace(eventoNoLote, NFE_NS);
  const raiz = filho(lerXml(eventoXml), 'evento') ?? {};
  const inf = filho(raiz, 'infEvento');
  const campo = (nome: string) => texto(inf, nome) ?? '';
  const tpEvento = campo('tpEvento');
  const chNFe = campo('chNFe');
  const cOrgao = campo('cOrgao');
  const nSeqEvento = campo('nSeqEvento');
  const ret = (r: Resultado, extras: Partial<CamposRetEvento> = {}) =>
    retEvento(r, { cOrgao, chNFe, tpEvento, nSeqEvento, ...extras }, ctx);

  const schemaDetalhe = SCHEMAS_DET_EVENTO[tpEvento];
  if (!schemaDetalhe) return ret(resultado('491')); // D04
  if (campo('verEvento') !== '1.00') return ret(resultado('492')); // D05
  const detalhe = extrairElementos(eventoXml, 'detEvento')[0] ?? '';
  const validacao = validarComXsd(comNamespace(detalhe, NFE_NS), schemaDetalhe);
  if (!validacao.valido) return ret(resultado('493', `[${validacao.erros[0]?.mensagem ?? ''}]`)); // D06
  if (campo('tpAmb') !== ctx.config.tpAmb) return ret(resultado('252'));
  const id = atributo(inf, 'Id') ?? '';
  if (id !== `ID${tpEvento}${chNFe}${nSeqEvento.padStart(2, '0')}`) return ret(resultado('572')); // G05
  if (!isChaveValida(chNFe)) return ret(resultado('236'));
  const assinatura = conferirAssinatura(eventoXml, raiz, id, ctx.agora);
  if ('cStat' in assinatura) return ret(assinatura);

  const isManifestacao = (MANIFESTACOES as readonly string[]).includes(tpEvento);
  const orgaoEsperado = isManifestacao ? AMBIENTE_NACIONAL : chNFe.slice(0, 2);
  if (cOrgao !== orgaoEsperado) return ret(resultado('657'));
  const nota = ctx.estado.nota(chNFe);
  if (!nota) return ret(resultado('494'));
  const autor = campo('CNPJ') || campo('CPF');
  const pedido = { tpEvento, nSeqEvento: Number(nSeqEvento), autor, detEvento: filho(inf, 'detEvento') };
  const conferido = conferirEvento(pedido, nota, ctx.config, ctx.agora);
  if ('cStat' in conferido) return ret(conferido);

  const nProt = ctx.estado.proximoProtocolo(cOrgao, ctx.agora);
  const registrado = conferido.foraDoPrazo ? resultado('155') : resultado('135');
  const retorno = ret(registrado, { nProt, destinatario: isManifestacao ? undefined : nota.destinatario });
  const evento: EventoNFe = {
    chNFe,
    tpEvento,
    nSeqEvento: pedido.nSeqEvento,
    autor,
    nProt,
    dhRegEvento: dataHoraBrasilia(ctx.agora),
    eventoXml,
    retEventoXml: retorno,
    ...(ctx.autorizador ? { autorizador: ctx.autorizador } : {}),
  };
  nota.eventos.push(evento);
  if (tpEvento === CANCELAMENTO) {
    nota.situacao = 'cancelada';
    // O destinatário fica sabendo do cancelamento pela distribuição.
    if (nota.destinatario)
      distribuir(ctx.estado, nota.destinatario, 'procEventoNFe_v1.00.xsd', procEventoNFe(evento), chNFe);
  }
  // Ciência ou confirmação liberam ao destinatário o XML completo da nota (procNFe), antes só o resumo.
  if ((tpEvento === '210200' || tpEvento === '210210') && !jaDistribuiuProcNFe(ctx.estado, autor, chNFe)) {
    distribuir(ctx.estado, autor, 'procNFe_v4.00.xsd', nfeProc(nota), chNFe);
  }
  return retorno;
}

/** NFeRecepcaoEvento4 (envEvento): 128 para o lote, com um retEvento (135/155 ou rejeição) por evento. */
export const recepcaoEvento: ServicoNFe = {
  nome: 'NFeRecepcaoEvento4',
  processar(dados, ctx) {
    const idLote = /<idLote>\s*([0-9]{1,15})\s*<\/idLote>/.exec(dados)?.[1] ?? '0';
    const lidos = lerDados(dados, 'envEvento', 'envEvento', '215');
    if ('rejeicao' in lidos) return retEnvEvento(lidos.rejeicao, idLote, cUFDaMensagem(dados), ctx);
    const eventos = extrairElementos(dados, 'evento');
    const cOrgao = texto(filhos(lidos.raiz, 'evento')[0], 'infEvento/cOrgao') ?? cUFDaMensagem(dados);
    if (eventos.length !== filhos(lidos.raiz, 'evento').length) {
      return retEnvEvento(
        resultado('215', '[Não foi possível separar os eventos do lote.]'),
        idLote,
        cOrgao,
        ctx,
      );
    }
    const retornos = eventos.map((evento) => processarEvento(evento, ctx));
    ctx.estado.salvar();
    return retEnvEvento(resultado('128'), idLote, cOrgao, ctx, retornos);
  },
  rejeitar(r, dados, ctx) {
    const idLote = /<idLote>\s*([0-9]{1,15})\s*<\/idLote>/.exec(dados)?.[1] ?? '0';
    return retEnvEvento(r, idLote, cUFDaMensagem(dados), ctx);
  },
};

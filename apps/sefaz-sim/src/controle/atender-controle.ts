import type { IncomingMessage } from 'node:http';
import { type ConfigSimulador, lerConfig } from '../config.ts';
import type { EstadoSimulador } from '../estado/estado-simulador.ts';
import { type AlvoFalha, type Falhas, isServico, lerFalha } from '../falhas/falhas.ts';
import { json, type Resposta } from '../http/resposta.ts';
import { registrarNotaDeTerceiro } from './registrar-nota-de-terceiro.ts';

export interface AlvoControle {
  estado: EstadoSimulador;
  falhas: Falhas;
  config: ConfigSimulador;
  reset(): void;
}

function corpoJson(corpo: string): unknown {
  try {
    return corpo === '' ? {} : JSON.parse(corpo);
  } catch {
    throw new RangeError('Corpo não é JSON válido.');
  }
}

/** Resumo do estado para os testes e para quem depura (sem os XML). */
function resumo(estado: EstadoSimulador) {
  const { notas, lotes, inutilizacoes, documentos, nfse } = estado.dados;
  return {
    notas: Object.values(notas).map(({ nfeXml: _x, protNFeXml: _p, eventos, ...nota }) => ({
      ...nota,
      eventos: eventos.map(({ eventoXml: _e, retEventoXml: _r, ...evento }) => evento),
    })),
    lotes: Object.values(lotes).map(({ protNFeXml, ...lote }) => ({
      ...lote,
      quantidade: protNFeXml.length,
    })),
    inutilizacoes,
    documentos: documentos.map(({ xml: _x, ...documento }) => documento),
    nfse: Object.values(nfse).map(({ nfseXml: _x, eventos, ...nota }) => ({
      ...nota,
      eventos: eventos.map(({ eventoXml: _e, ...evento }) => evento),
    })),
  };
}

function atenderFalhas(metodo: string, alvo: string | undefined, corpo: string, falhas: Falhas): Resposta {
  if (alvo !== undefined && alvo !== '*' && !isServico(alvo))
    return json(404, { error: `Serviço desconhecido: ${alvo}.` });
  const servico = alvo as AlvoFalha | undefined;
  if (metodo === 'GET') return json(200, falhas.listar());
  if (metodo === 'DELETE') {
    falhas.remover(servico);
    return json(200, falhas.listar());
  }
  if (metodo === 'PUT' && servico) {
    const falha = lerFalha(corpoJson(corpo));
    if (!falha) return json(400, { error: 'Falha inválida (veja src/falhas/falhas.ts).' });
    if (falha.tipo === 'naoConsta' && servico !== 'NFeConsultaProtocolo4') {
      return json(400, { error: 'A falha "naoConsta" só vale para NFeConsultaProtocolo4.' });
    }
    if (falha.tipo === 'resposta' && (servico === '*' || servico.startsWith('Sefin'))) {
      return json(400, { error: 'A falha "resposta" vale para um serviço SOAP da NF-e.' });
    }
    if (falha.autorizador !== undefined && servico === 'SefinNacional') {
      return json(400, { error: 'A Sefin Nacional não tem autorizador: injete a falha sem "autorizador".' });
    }
    falhas.definir(servico, falha);
    return json(200, falhas.listar());
  }
  return json(405, { error: 'Método não permitido.' });
}

/**
 * API de controle, só para testes e depuração, no mesmo servidor (e portanto atrás do mesmo TLS mútuo):
 * - GET  /__control/estado                 resumo de notas, lotes, inutilizações, documentos e NFS-e
 * - POST /__control/reset                  apaga o estado, as falhas e volta a configuração inicial
 * - GET|DELETE /__control/falhas           lista ou remove todas as falhas
 * - PUT|DELETE /__control/falhas/<servico> injeta ({"tipo": ..., "autorizador"?: ...}) ou remove a falha de um
 *                                          serviço ('*' = todos)
 * - GET|PATCH /__control/config            lê ou altera a configuração (ConfigSimulador)
 * - POST /__control/dfe                    registra nota de terceiro para a distribuição ({xml, destinatario?, completo?})
 */
export async function atenderControle(
  req: IncomingMessage,
  caminho: string,
  corpo: string,
  alvo: AlvoControle,
): Promise<Resposta> {
  const metodo = req.method ?? 'GET';
  const [recurso, parametro] = caminho.replace(/^\/__control\//, '').split('/');
  try {
    switch (recurso) {
      case 'estado':
        return json(200, resumo(alvo.estado));
      case 'reset':
        if (metodo !== 'POST') return json(405, { error: 'Use POST.' });
        alvo.reset();
        return json(200, { ok: true });
      case 'falhas':
        return atenderFalhas(
          metodo,
          parametro ? decodeURIComponent(parametro) : undefined,
          corpo,
          alvo.falhas,
        );
      case 'config':
        if (metodo === 'PATCH') Object.assign(alvo.config, lerConfig(corpoJson(corpo)));
        return json(200, alvo.config);
      case 'dfe': {
        if (metodo !== 'POST') return json(405, { error: 'Use POST.' });
        const pedido = corpoJson(corpo) as { xml?: unknown; destinatario?: unknown; completo?: unknown };
        if (typeof pedido.xml !== 'string') return json(400, { error: 'Informe "xml" com o nfeProc.' });
        return json(
          201,
          registrarNotaDeTerceiro(alvo.estado, {
            xml: pedido.xml,
            ...(typeof pedido.destinatario === 'string' ? { destinatario: pedido.destinatario } : {}),
            completo: pedido.completo === true,
          }),
        );
      }
      default:
        return json(404, { error: `Recurso de controle desconhecido: ${recurso}.` });
    }
  } catch (erro) {
    if (erro instanceof RangeError || (erro instanceof Error && erro.name === 'XmlMalFormadoError')) {
      return json(400, { error: erro.message });
    }
    throw erro;
  }
}

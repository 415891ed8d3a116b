import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ChaveAssinatura } from '@erp/fiscal/xml';
import type { ContextoServico } from '../config.ts';
import type { Falhas } from '../falhas/falhas.ts';
import { executarComFalha, type Temporizadores } from '../http/executar-com-falha.ts';
import { json, type Resposta } from '../http/resposta.ts';
import { consultarDps, consultarEvento, consultarNfse } from './consultar-nfse.ts';
import { emitirNfse } from './emitir-nfse.ts';
import { ALIQUOTA_PADRAO } from './gerar-nfse.ts';
import { registrarEventoNfse } from './registrar-evento-nfse.ts';
import { ERROS_RECEPCAO, erroSimples } from './resposta-sefin.ts';

const metodoNaoPermitido = (): Resposta => json(405, { error: 'Método não permitido.' });

function rotear(
  metodo: string,
  caminho: string,
  corpo: string,
  ctx: ContextoServico,
  assinante: ChaveAssinatura,
) {
  const partes = caminho
    .replace(/^\/SefinNacional\//, '')
    .replace(/\/$/, '')
    .split('/')
    .map(decodeURIComponent);
  const [recurso, id, sub, tipoEvento, numSeq] = partes;
  if (recurso === 'nfse' && partes.length === 1)
    return metodo === 'POST' ? emitirNfse(corpo, ctx, assinante) : metodoNaoPermitido();
  if (recurso === 'nfse' && id && partes.length === 2)
    return metodo === 'GET' ? consultarNfse(id, ctx) : metodoNaoPermitido();
  if (recurso === 'nfse' && id && sub === 'eventos' && partes.length === 3) {
    return metodo === 'POST' ? registrarEventoNfse(id, corpo, ctx, assinante) : metodoNaoPermitido();
  }
  if (recurso === 'nfse' && id && sub === 'eventos' && tipoEvento && numSeq && partes.length === 5) {
    return metodo === 'GET' ? consultarEvento(id, tipoEvento, numSeq, ctx) : metodoNaoPermitido();
  }
  if (recurso === 'dps' && id && partes.length === 2) {
    return metodo === 'GET' || metodo === 'HEAD' ? consultarDps(id, ctx) : metodoNaoPermitido();
  }
  if (recurso === 'parametros_municipais' && id && sub && partes.length === 3) {
    return metodo === 'GET' ? parametrosMunicipais(id, sub, ctx) : metodoNaoPermitido();
  }
  return json(404, { error: `Nenhum recurso em ${caminho}.` });
}

/**
 * GET /parametros_municipais/{codigoMunicipio}/{codigoServico}: every municipality of the simulator has the same
 * rate for every service, the one its NFS-e apply when the DPS leaves pAliq out.
 */
function parametrosMunicipais(codigoMunicipio: string, codigoServico: string, ctx: ContextoServico) {
  if (!/^[0-9]{7}$/.test(codigoMunicipio) || !/^[0-9]{6,9}$/.test(codigoServico)) {
    return erroSimples(404, ctx, {
      codigo: 'SIM_PARAMETRO_INEXISTENTE',
      descricao: 'Município ou serviço sem parâmetros.',
    });
  }
  return json(200, {
    mensagem: 'Parâmetros do município.',
    aliquotas: {
      [codigoServico]: [
        {
          Incidencia: 'Local do estabelecimento',
          Aliq: Number(ALIQUOTA_PADRAO),
          DtIni: '2000-01-01T00:00:00',
          DtFim: null,
        },
      ],
    },
  });
}

/**
 * API REST da Sefin Nacional (NFS-e), com as falhas injetadas em 'SefinNacional'; as de
 * /parametros_municipais, em 'SefinParametrosMunicipais'.
 */
export function atenderNfse(
  req: IncomingMessage,
  res: ServerResponse,
  caminho: string,
  corpo: string,
  ctx: ContextoServico,
  falhas: Falhas,
  temporizadores: Temporizadores,
  assinante: ChaveAssinatura,
): void {
  const metodo = req.method ?? 'GET';
  executarComFalha(
    falhas.consumir(
      /^\/SefinNacional\/parametros_municipais\//.test(caminho)
        ? 'SefinParametrosMunicipais'
        : 'SefinNacional',
    ),
    res,
    {
      processar: () => {
        const resposta = rotear(metodo, caminho, corpo, ctx, assinante);
        // HEAD /dps/{id}: só o status.
        return metodo === 'HEAD' ? { ...resposta, corpo: '' } : resposta;
      },
      // Não há cStat na API REST: consumo indevido vira 429 e paralisação, 503.
      rejeitar: (cStat) =>
        cStat === '656'
          ? erroSimples(429, ctx, { codigo: 'SIM_CONSUMO_INDEVIDO', descricao: 'Consumo indevido: aguarde.' })
          : erroSimples(503, ctx, ERROS_RECEPCAO.paralisado),
      erroInterno: () =>
        erroSimples(500, ctx, {
          codigo: 'SIM_ERRO_INTERNO',
          descricao: 'Falha durante o processamento do DPS',
        }),
    },
    temporizadores,
  );
}

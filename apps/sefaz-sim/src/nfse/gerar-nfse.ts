import { randomInt } from 'node:crypto';
import { Decimal, formatarValor } from '@erp/fiscal/decimal';
import { siglaDoCUF } from '@erp/fiscal/documentos';
import { assinarXml, type ChaveAssinatura, el, grupo } from '@erp/fiscal/xml';
import type { ContextoServico } from '../config.ts';
import { dataHoraBrasilia } from '../xml/data-hora.ts';
import type { CamposDps } from './ler-dps.ts';
import { NFSE_NS } from './resposta-sefin.ts';

/**
 * A alíquota que o município simulado parametrizou para todo serviço: a mínima do ISSQN (LC 116/2003, art.
 * 8º-A). A NFS-e a aplica quando a DPS não informa pAliq, e GET /parametros_municipais a responde.
 */
export const ALIQUOTA_PADRAO = '2.00';

/** Módulo 11 com pesos 2..9 da direita para a esquerda; resto 0 ou 1 dá 0 (o mesmo da chave da NF-e). */
export function dvModulo11(numero: string): string {
  let soma = 0;
  let peso = 2;
  for (let i = numero.length - 1; i >= 0; i--) {
    soma += Number(numero[i]) * peso;
    peso = peso === 9 ? 2 : peso + 1;
  }
  const resto = soma % 11;
  return String(resto < 2 ? 0 : 11 - resto);
}

/**
 * Chave de acesso da NFS-e (50 dígitos): cLocEmi(7) + ambiente gerador(1, 2 = Sefin Nacional) + tipo de
 * inscrição(1) + inscrição(14) + nNFSe(13) + AAMM(4) + código numérico(9) + DV(1).
 */
export function montarChaveNfse(dps: CamposDps, nNFSe: number, agora: Date): string {
  const dh = dataHoraBrasilia(agora);
  const aamm = `${dh.slice(2, 4)}${dh.slice(5, 7)}`;
  const codigo = String(randomInt(0, 1_000_000_000)).padStart(9, '0');
  const sem = `${dps.cLocEmi}2${dps.tipoInscricao}${dps.inscricao}${String(nNFSe).padStart(13, '0')}${aamm}${codigo}`;
  return sem + dvModulo11(sem);
}

interface Valores {
  vBC?: string;
  pAliqAplic?: string;
  vISSQN?: string;
  vTotalRet: string;
  vLiq: string;
}

/**
 * Valores calculados pela Sefin (anexo I, grupo infNFSe/valores; regras E1295, E1508): base, ISSQN (quando
 * tributável), retenções e líquido. vBC = vServ - vDescIncond - vDR (a dedução/redução só reduz a base do
 * ISSQN); vTotalRet = vRetCP + vRetIRRF + vRetCSLL + vISSQN (se retido) + vPis + vCofins (se retidos);
 * vLiq = vServ - vDescIncond - vDescCond - vTotalRet.
 */
export function calcularValores(dps: CamposDps): Valores {
  const zero = new Decimal(0);
  const valor = (texto: string | undefined) => (texto ? new Decimal(texto) : zero);
  const vServ = new Decimal(dps.vServ);
  const descIncond = valor(dps.vDescIncond);
  const descCond = valor(dps.vDescCond);
  const vBC = vServ.minus(descIncond).minus(valor(dps.vDR));
  const isTributavel = dps.tribISSQN === '1';
  const aliquota = dps.pAliq ?? ALIQUOTA_PADRAO;
  const vISSQN = isTributavel ? new Decimal(formatarValor(vBC.times(aliquota).dividedBy(100))) : zero;
  // tpRetISSQN 1 = não retido; 2 e 3 = retido pelo tomador ou intermediário, descontado do líquido.
  const issRetido = dps.tpRetISSQN !== '1' ? vISSQN : zero;
  const pisCofinsRetidos = dps.tpRetPisCofins === '1' ? valor(dps.vPis).plus(valor(dps.vCofins)) : zero;
  const vTotalRet = valor(dps.vRetCP)
    .plus(valor(dps.vRetIRRF))
    .plus(valor(dps.vRetCSLL))
    .plus(issRetido)
    .plus(pisCofinsRetidos);
  const vLiq = vServ.minus(descIncond).minus(descCond).minus(vTotalRet);
  return {
    ...(isTributavel
      ? { vBC: formatarValor(vBC), pAliqAplic: formatarValor(aliquota), vISSQN: formatarValor(vISSQN) }
      : {}),
    vTotalRet: formatarValor(vTotalRet),
    vLiq: vLiq.isNegative() ? vLiq.toFixed(2) : formatarValor(vLiq),
  };
}

export interface NfseGerada {
  chaveAcesso: string;
  xml: string;
}

/**
 * NFS-e (leiaute 1.01) gerada a partir da DPS recebida, que vai dentro dela byte a byte, assinada pelo
 * simulador no papel da Sefin. Nome e endereço do emitente viriam do cadastro CNPJ; aqui são genéricos.
 */
export function gerarNfse(
  dpsXml: string,
  dps: CamposDps,
  ctx: ContextoServico,
  assinante: ChaveAssinatura,
): NfseGerada {
  const { estado, config, agora } = ctx;
  estado.dados.sequencias.nNFSe += 1;
  estado.dados.sequencias.nDFSe += 1;
  const nNFSe = estado.dados.sequencias.nNFSe;
  const chaveAcesso = montarChaveNfse(dps, nNFSe, agora);
  const valores = calcularValores(dps);
  const local = (cMun: string) => `Município IBGE ${cMun}`;
  const emitente = grupo('emit', [
    dps.tipoInscricao === '2' ? el('CNPJ', dps.documentoPrestador) : el('CPF', dps.documentoPrestador),
    el('xNome', `CONTRIBUINTE ${dps.documentoPrestador}`),
    grupo('enderNac', [
      el('xLgr', 'Endereço do cadastro CNPJ (simulação)'),
      el('nro', 'S/N'),
      el('xBairro', 'Centro'),
      el('cMun', dps.cLocEmi),
      el('UF', siglaDoCUF(dps.cLocEmi.slice(0, 2))),
      el('CEP', '00000000'),
    ]),
  ]);
  const isTributavel = dps.tribISSQN === '1';
  const infNFSe = grupo(
    'infNFSe',
    [
      el('xLocEmi', local(dps.cLocEmi)),
      el('xLocPrestacao', local(dps.cLocPrestacao || dps.cLocEmi)),
      el('nNFSe', String(nNFSe)),
      isTributavel ? el('cLocIncid', dps.cLocPrestacao || dps.cLocEmi) : undefined,
      isTributavel ? el('xLocIncid', local(dps.cLocPrestacao || dps.cLocEmi)) : undefined,
      el('xTribNac', `Serviço do código de tributação nacional ${dps.cTribNac}`),
      el('verAplic', config.verAplic),
      el('ambGer', '2'),
      el('tpEmis', '1'),
      el('procEmi', '1'),
      el('cStat', '100'),
      el('dhProc', dataHoraBrasilia(agora)),
      el('nDFSe', String(estado.dados.sequencias.nDFSe)),
      emitente,
      grupo('valores', [
        el('vBC', valores.vBC),
        el('pAliqAplic', valores.pAliqAplic),
        el('vISSQN', valores.vISSQN),
        el('vTotalRet', valores.vTotalRet),
        el('vLiq', valores.vLiq),
      ]),
      dpsXml.replace(/^<\?xml[^>]*\?>\s*/, ''),
    ],
    { Id: `NFS${chaveAcesso}` },
  );
  const nfse = `<NFSe xmlns="${NFSE_NS}" versao="1.01">${infNFSe}</NFSe>`;
  return { chaveAcesso, xml: assinarXml(nfse, assinante, { pai: 'NFSe', elemento: 'infNFSe' }) };
}

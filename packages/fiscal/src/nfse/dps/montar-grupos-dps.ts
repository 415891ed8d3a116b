import { el, grupo } from '../../common/xml.ts';
import type { ValoresCalculadosDps } from './calcular-valores-dps.ts';
import type { EnderecoNacional, EntradaDps, IbsCbsDps, TributosAproximados } from './entrada-dps.ts';
import { soDigitos, type Verificador } from './verificador-dps.ts';

/** Grupos da DPS em ordem de schema (TCEndereco, TCInfoValores, TCTribTotal, TCRTCInfoIBSCBS). */

export function endereco(e: EnderecoNacional, v: Verificador, campo: string): string {
  v.padrao(`${campo}.cMun`, e.cMun, /^[0-9]{7}$/, 'código IBGE de 7 dígitos');
  const CEP = soDigitos(e.CEP);
  v.padrao(`${campo}.CEP`, CEP, /^[0-9]{8}$/, '8 dígitos');
  const xLgr = v.texto(`${campo}.xLgr`, e.xLgr, 255);
  const nro = v.texto(`${campo}.nro`, e.nro, 60);
  const xBairro = v.texto(`${campo}.xBairro`, e.xBairro, 60);
  v.obrigatorio(`${campo}.xLgr`, xLgr);
  v.obrigatorio(`${campo}.nro`, nro);
  v.obrigatorio(`${campo}.xBairro`, xBairro);
  return grupo('end', [
    grupo('endNac', [el('cMun', e.cMun), el('CEP', CEP)]),
    el('xLgr', xLgr),
    el('nro', nro),
    el('xCpl', v.texto(`${campo}.xCpl`, e.xCpl, 156)),
    el('xBairro', xBairro),
  ]);
}

export function totTrib(v: Verificador, tributos: TributosAproximados | undefined): string {
  const t = tributos ?? { tipo: 'naoInformar' };
  const percentual = /^(0|[1-9][0-9]{0,2})(\.[0-9]{2})?$/;
  const monetario = /^[0-9]{1,15}\.[0-9]{2}$/;
  switch (t.tipo) {
    case 'naoInformar':
      return grupo('totTrib', [el('indTotTrib', '0')]);
    case 'simplesNacional':
      v.padrao(
        'tributosAproximados.pTotTribSN',
        t.pTotTribSN,
        /^[0-9]{1,2}\.[0-9]{2}$/,
        'percentual com 2 casas',
      );
      return grupo('totTrib', [el('pTotTribSN', t.pTotTribSN)]);
    case 'percentuais':
      for (const campo of ['pTotTribFed', 'pTotTribEst', 'pTotTribMun'] as const) {
        v.padrao(`tributosAproximados.${campo}`, t[campo], percentual, 'percentual com 2 casas');
      }
      return grupo('totTrib', [
        grupo('pTotTrib', [
          el('pTotTribFed', t.pTotTribFed),
          el('pTotTribEst', t.pTotTribEst),
          el('pTotTribMun', t.pTotTribMun),
        ]),
      ]);
    case 'valores':
      for (const campo of ['vTotTribFed', 'vTotTribEst', 'vTotTribMun'] as const) {
        v.padrao(`tributosAproximados.${campo}`, t[campo], monetario, 'valor com 2 casas');
      }
      return grupo('totTrib', [
        grupo('vTotTrib', [
          el('vTotTribFed', t.vTotTribFed),
          el('vTotTribEst', t.vTotTribEst),
          el('vTotTribMun', t.vTotTribMun),
        ]),
      ]);
  }
}

export function valoresXml(entrada: EntradaDps, valores: ValoresCalculadosDps, v: Verificador): string {
  const { iss, pisCofins } = entrada.valores;
  const positivo = (valor: string | undefined) =>
    valor !== undefined && valor !== '0.00' ? valor : undefined;
  const tribMun = grupo('tribMun', [
    el('tribISSQN', iss.tribISSQN ?? '1'),
    el('tpImunidade', iss.tpImunidade),
    el('tpRetISSQN', iss.tpRetISSQN),
    el('pAliq', iss.informarAliquota ? valores.pAliq : undefined),
  ]);
  const piscofins = pisCofins
    ? grupo('piscofins', [
        el('CST', pisCofins.CST),
        el('vBCPisCofins', valores.vBCPisCofins),
        el('pAliqPis', pisCofins.pAliqPis !== undefined ? valorPercentual(pisCofins.pAliqPis) : undefined),
        el(
          'pAliqCofins',
          pisCofins.pAliqCofins !== undefined ? valorPercentual(pisCofins.pAliqCofins) : undefined,
        ),
        el('vPis', valores.vPis),
        el('vCofins', valores.vCofins),
        el('tpRetPisCofins', pisCofins.tpRetPisCofins),
      ])
    : undefined;
  const tribFed = grupo('tribFed', [
    piscofins,
    el('vRetCP', entrada.valores.vRetCP !== undefined ? valores.vRetCP : undefined),
    el('vRetIRRF', entrada.valores.vRetIRRF !== undefined ? valores.vRetIRRF : undefined),
    el('vRetCSLL', entrada.valores.vRetCSLL !== undefined ? valores.vRetCSLL : undefined),
  ]);
  return grupo('valores', [
    grupo('vServPrest', [el('vServ', valores.vServ)]),
    grupo('vDescCondIncond', [
      el('vDescIncond', positivo(valores.vDescIncond)),
      el('vDescCond', positivo(valores.vDescCond)),
    ]),
    positivo(valores.vDR) ? grupo('vDedRed', [el('vDR', valores.vDR)]) : undefined,
    grupo('trib', [tribMun, tribFed, totTrib(v, entrada.tributosAproximados)]),
  ]);
}

/** Percentual com 2 casas para pAliqPis/pAliqCofins (TSDec2V2). */
function valorPercentual(valor: string): string {
  const [inteira = '0', fracao = ''] = valor.trim().split('.');
  return `${inteira.replace(/^0+(?=[0-9])/, '')}.${fracao.padEnd(2, '0').slice(0, 2)}`;
}

export function ibsCbsXml(v: Verificador, ibs: IbsCbsDps | undefined): string | undefined {
  if (!ibs) return undefined;
  v.padrao('ibsCbs.cIndOp', ibs.cIndOp, /^[0-9]{6}$/, '6 dígitos');
  v.padrao('ibsCbs.CST', ibs.CST, /^[0-9]{3}$/, '3 dígitos');
  v.padrao('ibsCbs.cClassTrib', ibs.cClassTrib, /^[0-9]{6}$/, '6 dígitos');
  return grupo('IBSCBS', [
    el('finNFSe', ibs.finNFSe ?? '0'),
    el('indFinal', ibs.indFinal),
    el('cIndOp', ibs.cIndOp),
    el('indDest', ibs.indDest),
    grupo('valores', [
      grupo('trib', [grupo('gIBSCBS', [el('CST', ibs.CST), el('cClassTrib', ibs.cClassTrib)])]),
    ]),
  ]);
}

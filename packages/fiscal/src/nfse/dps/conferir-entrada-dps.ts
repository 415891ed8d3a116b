import { isCnpjValido } from '../../common/cnpj.ts';
import { isCpfValido } from '../../common/cpf.ts';
import { Decimal } from '../../common/decimal.ts';
import type { ValoresCalculadosDps } from './calcular-valores-dps.ts';
import type { EntradaDps, PrestadorDps } from './entrada-dps.ts';
import { soDigitos, type Verificador } from './verificador-dps.ts';

/** Regras da Sefin Nacional conferidas na entrada, com o código da rejeição que a DPS receberia. */

export function documento(
  v: Verificador,
  quem: 'prestador' | 'tomador',
  pessoa: { CNPJ?: string; CPF?: string },
): { CNPJ?: string; CPF?: string } {
  const CNPJ = soDigitos(pessoa.CNPJ);
  const CPF = soDigitos(pessoa.CPF);
  if ((CNPJ === undefined) === (CPF === undefined)) {
    v.falha(`${quem}.CNPJ`, `Informe o CNPJ ou o CPF do ${quem} (um dos dois).`);
    return {};
  }
  if (CNPJ !== undefined) {
    if (!/^[0-9]{14}$/.test(CNPJ) || !isCnpjValido(CNPJ)) {
      v.falha(
        `${quem}.CNPJ`,
        `CNPJ do ${quem} inválido: ${pessoa.CNPJ}.`,
        quem === 'prestador' ? 'E0080' : 'E0188',
      );
    }
    return { CNPJ };
  }
  if (!isCpfValido(CPF as string)) {
    v.falha(
      `${quem}.CPF`,
      `CPF do ${quem} inválido: ${pessoa.CPF}.`,
      quem === 'prestador' ? 'E0096' : 'E0206',
    );
  }
  return { CPF: CPF as string };
}

export function conferirRegime(v: Verificador, regTrib: PrestadorDps['regTrib']): void {
  const { opSimpNac, regApTribSN, regEspTrib } = regTrib;
  if (opSimpNac === '3' && !regApTribSN) {
    v.falha(
      'prestador.regTrib.regApTribSN',
      'Informe o regime de apuração do Simples Nacional (ME/EPP).',
      'E0166',
    );
  }
  if (opSimpNac !== '3' && regApTribSN) {
    v.falha(
      'prestador.regTrib.regApTribSN',
      'O regime de apuração do Simples Nacional só se aplica a ME/EPP optante.',
      'E0162',
    );
  }
  if (opSimpNac === '2' && regEspTrib !== '0') {
    v.falha('prestador.regTrib.regEspTrib', 'MEI não tem regime especial de tributação (use 0).', 'E0174');
  }
  if (opSimpNac === '3' && regApTribSN === '1' && regEspTrib !== '0') {
    v.falha(
      'prestador.regTrib.regEspTrib',
      'Com os tributos apurados pelo Simples Nacional o regime especial deve ser 0 (nenhum).',
      'E0175',
    );
  }
}

export function conferirRetencao(
  v: Verificador,
  entrada: EntradaDps,
  tomador: { CNPJ?: string; CPF?: string },
) {
  const { tpRetISSQN, tribISSQN = '1' } = entrada.valores.iss;
  if (tpRetISSQN === '1') return;
  if (tpRetISSQN === '3') {
    v.falha(
      'valores.iss.tpRetISSQN',
      'Retenção pelo intermediário não é suportada: a DPS não informa intermediário.',
    );
  }
  if (tribISSQN !== '1') {
    v.falha(
      'valores.iss.tpRetISSQN',
      'Não há retenção de ISS em imunidade, exportação ou não incidência.',
      'E0580',
    );
  }
  if (entrada.prestador.regTrib.opSimpNac === '2') {
    v.falha('valores.iss.tpRetISSQN', 'Não há retenção de ISS para prestador MEI.', 'E0583');
  }
  if (!tomador.CNPJ && !tomador.CPF) {
    v.falha(
      'tomador',
      'Com ISS retido pelo tomador, o tomador deve ser identificado por CNPJ ou CPF.',
      'E0204',
    );
  }
  if (!entrada.tomador?.endereco) {
    v.falha('tomador.endereco', 'Com ISS retido pelo tomador, informe o endereço do tomador.', 'E0237');
  }
}

export function conferirValores(v: Verificador, entrada: EntradaDps, valores: ValoresCalculadosDps): void {
  const { iss, pisCofins } = entrada.valores;
  // calcularValoresDps já validou o formato de cada valor: aqui só comparações, em decimal.
  const servico = new Decimal(valores.vServ);
  if (!servico.gt(0)) v.falha('valores.vServ', 'O valor do serviço deve ser maior que zero.');
  if (valores.vBC?.startsWith('-')) {
    v.falha('valores', 'Descontos incondicionados e deduções não podem passar do valor do serviço.', 'E0427');
  }
  conferirDeducao(v, entrada, valores);
  if (valores.vLiq.startsWith('-')) v.falha('valores', 'O valor líquido da NFS-e ficaria negativo.', 'E0428');
  if (valores.pAliq !== undefined && new Decimal(valores.pAliq).gt(5)) {
    v.falha('valores.iss.aliquota', 'A alíquota do ISS não pode passar de 5%.', 'E0595');
  }
  if (iss.informarAliquota && iss.aliquota === undefined) {
    v.falha('valores.iss.aliquota', 'informarAliquota pede a alíquota do ISS.');
  }
  if (iss.tpImunidade !== undefined && (iss.tribISSQN ?? '1') !== '2') {
    v.falha('valores.iss.tpImunidade', 'O tipo de imunidade só se aplica com tribISSQN 2 (imunidade).');
  }
  for (const campo of ['vRetCP', 'vRetIRRF', 'vRetCSLL'] as const) {
    const valor = entrada.valores[campo];
    if (valor === undefined) continue;
    const codigo = { vRetCP: 'E0699', vRetIRRF: 'E0700', vRetCSLL: 'E0701' }[campo];
    const retido = new Decimal(valor);
    if (!retido.gt(0) || retido.gte(servico)) {
      v.falha(`valores.${campo}`, `${campo} deve ser maior que zero e menor que o valor do serviço.`, codigo);
    }
  }
  if (pisCofins) {
    v.padrao('valores.pisCofins.CST', pisCofins.CST, /^0[0-9]$/, 'CST de 00 a 09');
    if (!['00', '08', '09'].includes(pisCofins.CST) && !pisCofins.tpRetPisCofins) {
      v.falha(
        'valores.pisCofins.tpRetPisCofins',
        'Informe se PIS/COFINS são retidos para este CST.',
        'E0698',
      );
    }
    if (valores.vBCPisCofins && new Decimal(valores.vBCPisCofins).gt(servico)) {
      v.falha(
        'valores.pisCofins.vBCPisCofins',
        'A base de PIS/COFINS não pode passar do valor do serviço.',
        'E0677',
      );
    }
    if (pisCofins.vBCPisCofins !== undefined && pisCofins.pAliqPis === undefined) {
      v.falha('valores.pisCofins.pAliqPis', 'Informe a alíquota do PIS junto com a base.', 'E0684');
    }
    if (pisCofins.vBCPisCofins !== undefined && pisCofins.pAliqCofins === undefined) {
      v.falha('valores.pisCofins.pAliqCofins', 'Informe a alíquota da COFINS junto com a base.', 'E0690');
    }
  }
}

/** Subitens da LC 116 em que o ME/EPP que apura o ISSQN pelo Simples Nacional pode deduzir (E0441/E0442). */
const DEDUZIVEIS_NO_SIMPLES = ['0601', '0602', '0702', '0705'];
/** Subitens que podem ter carga efetiva de ISSQN abaixo de 2 % depois da dedução (E0447). */
const ABAIXO_DO_MINIMO = ['0702', '0705', '1601'];

/**
 * Dedução/redução da base do ISSQN (vDedRed): só em operação tributável, de prestador que não é MEI nem tem regime
 * especial, e no Simples Nacional só para construção civil e afins; e a carga efetiva do ISSQN não pode ficar
 * abaixo da alíquota mínima de 2 % do serviço (LC 116, art. 8º-A).
 */
function conferirDeducao(v: Verificador, entrada: EntradaDps, valores: ValoresCalculadosDps): void {
  if (!new Decimal(valores.vDR).gt(0)) return;
  const { opSimpNac, regApTribSN, regEspTrib } = entrada.prestador.regTrib;
  const item = entrada.servico.cTribNac.slice(0, 4);
  const campo = 'valores.vDR';
  if ((entrada.valores.iss.tribISSQN ?? '1') !== '1') {
    v.falha(campo, 'Não há dedução/redução em imunidade, exportação ou não incidência.', 'E0435');
  }
  if (opSimpNac === '2') v.falha(campo, 'Prestador MEI não pode informar dedução/redução.', 'E0436');
  if (regEspTrib !== '0') {
    v.falha(campo, 'Prestador com regime especial de tributação não pode informar dedução/redução.', 'E0438');
  }
  if (opSimpNac === '3' && regApTribSN === '1' && !DEDUZIVEIS_NO_SIMPLES.includes(item)) {
    v.falha(
      campo,
      'ME/EPP que apura o ISSQN pelo Simples Nacional só deduz nos subitens 6.01, 6.02, 7.02 e 7.05.',
      'E0442',
    );
  }
  const aliquota = entrada.valores.iss.aliquota;
  const vBC = valores.vBC ? new Decimal(valores.vBC) : undefined;
  // Carga efetiva = vBC x alíquota / vServ, sem arredondar: abaixo de 2 % a Sefin recusa.
  if (aliquota && vBC && !ABAIXO_DO_MINIMO.includes(item)) {
    if (vBC.times(aliquota).lt(new Decimal(valores.vServ).times(2))) {
      v.falha(
        campo,
        'A dedução/redução deixaria o ISSQN abaixo de 2 % do valor do serviço (alíquota mínima).',
        'E0447',
      );
    }
  }
}

/**
 * Identificador da DPS (infDPS/@Id, 45 caracteres, TSIdDPS): "DPS" + código IBGE do município emissor (7) +
 * tipo de inscrição federal (1 = CPF, 2 = CNPJ) + inscrição (14, CPF com zeros à esquerda) + série (5) +
 * número da DPS (15), os dois últimos com zeros à esquerda. A Sefin recusa um Id que não confere com os campos
 * (E0004); o mesmo Id consulta a DPS em GET /dps/{id}.
 */

export interface PartesIdDps {
  /** cLocEmi: município emissor (IBGE, 7 dígitos). */
  cLocEmi: string;
  CNPJ?: string;
  CPF?: string;
  serie: string;
  nDPS: string;
}

export function montarIdDps(partes: PartesIdDps): string {
  if (!/^[0-9]{7}$/.test(partes.cLocEmi)) {
    throw new RangeError(`Município emissor inválido: "${partes.cLocEmi}" (código IBGE de 7 dígitos).`);
  }
  let inscricao: string;
  let tipo: string;
  if (partes.CNPJ !== undefined) {
    // O Id é numérico (DPS[0-9]{42}): o leiaute 1.01 ainda não admite CNPJ alfanumérico aqui.
    if (!/^[0-9]{14}$/.test(partes.CNPJ))
      throw new RangeError(`CNPJ inválido para o Id da DPS: "${partes.CNPJ}".`);
    tipo = '2';
    inscricao = partes.CNPJ;
  } else if (partes.CPF !== undefined) {
    if (!/^[0-9]{11}$/.test(partes.CPF))
      throw new RangeError(`CPF inválido para o Id da DPS: "${partes.CPF}".`);
    tipo = '1';
    inscricao = partes.CPF.padStart(14, '0');
  } else {
    throw new RangeError('Informe o CNPJ ou o CPF do emitente da DPS.');
  }
  if (!/^[0-9]{1,5}$/.test(partes.serie) || /^0+$/.test(partes.serie)) {
    throw new RangeError(`Série da DPS inválida: "${partes.serie}" (1 a 5 dígitos, diferente de zero).`);
  }
  if (!/^[1-9][0-9]{0,14}$/.test(partes.nDPS)) {
    throw new RangeError(`Número da DPS inválido: "${partes.nDPS}" (1 a 15 dígitos, sem zeros à esquerda).`);
  }
  return `DPS${partes.cLocEmi}${tipo}${inscricao}${partes.serie.padStart(5, '0')}${partes.nDPS.padStart(15, '0')}`;
}

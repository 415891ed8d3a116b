/**
 * Return files as the banks write them, built field by field from the layouts' tables (positions from 1): the
 * FEBRABAN CNAB 240 segments T and U (Banco do Brasil) and Bradesco's CNAB 400. Used by the integration tests,
 * the bench and the end-to-end test; only the fields the layout defines are written, blanks elsewhere.
 */

/** A line of `tamanho` positions with each text written from its position. */
export function linhaCnab(tamanho: number, campos: [number, string][]): string {
  const l = Array<string>(tamanho).fill(' ');
  for (const [pos, texto] of campos) {
    for (let i = 0; i < texto.length; i += 1) l[pos - 1 + i] = texto[i] ?? ' ';
  }
  return l.join('');
}

const n = (valor: string | number, tamanho: number) => String(valor).padStart(tamanho, '0');
/** "1520.35" in centavos over `tamanho` digits. */
export const cent = (valor: string, tamanho: number) => n(valor.replace('.', ''), tamanho);

export type OcorrenciaBb = {
  codigo: string;
  /** The sequence (10 digits after the convênio). */
  nossoNumero: number;
  idLancamento: number;
  vencimento: string; // DDMMAAAA
  valorTitulo: string;
  tarifa?: string;
  motivos?: string;
  juros?: string;
  desconto?: string;
  pago?: string;
  dataOcorrencia?: string; // DDMMAAAA
  dataCredito?: string;
};

/** The account of the tests: Banco do Brasil, agência 3174-7, conta 00011672-6, convênio 1474166, carteira 17. */
export const CONTA_BB_RETORNO = {
  agencia: '03174',
  dvAgencia: '7',
  conta: '000000011672',
  dvConta: '6',
  convenio: '1474166',
};

/** A CNAB 240 return of Banco do Brasil: header de arquivo, header de lote, T and U per ocorrência, trailers. */
export function retornoBb240(
  ocorrencias: OcorrenciaBb[],
  opcoes: { nsa?: number; agencia?: string; hora?: string } = {},
): string {
  const c = CONTA_BB_RETORNO;
  const contaCampos = (inicio: number): [number, string][] => [
    [inicio, opcoes.agencia ?? c.agencia], // agência (5)
    [inicio + 5, c.dvAgencia], // DV
    [inicio + 6, c.conta], // conta (12)
    [inicio + 18, c.dvConta], // DV
  ];
  const linhas = [
    linhaCnab(240, [
      [1, '001'], // 1-3 banco
      [4, '0000'], // 4-7 lote
      [8, '0'], // 8 header de arquivo
      [18, '2'], // 18 CNPJ
      [19, '11222333000181'], // 19-32
      [33, `${n(c.convenio, 9)}001417000`], // 33-52 convênio, 0014, carteira, variação
      ...contaCampos(53), // 53-72
      [73, 'PLASTICOS SAO JOSE INDUSTRIA E'], // 73-102
      [103, 'BANCO DO BRASIL S.A.'], // 103-132
      [143, '2'], // 143 retorno
      [144, '11122026'], // 144-151 geração
      [152, opcoes.hora ?? '070000'], // 152-157
      [158, n(opcoes.nsa ?? 1, 6)], // 158-163 NSA
      [164, '083'], // 164-166
    ]),
    linhaCnab(240, [
      [1, '0010001'], // 1-7
      [8, '1T01'], // 8 header de lote, 9 T (retorno), 10-11 cobrança
      [14, '042'], // 14-16
    ]),
  ];
  ocorrencias.forEach((o, i) => {
    const registro = 2 * i + 1;
    linhas.push(
      linhaCnab(240, [
        [1, '0010001'], // 1-7 banco e lote
        [8, '3'], // 8 detalhe
        [9, n(registro, 5)], // 9-13
        [14, 'T'], // 14 segmento
        [16, o.codigo], // 16-17 código de movimento
        ...contaCampos(18), // 18-37
        [38, `${c.convenio}${n(o.nossoNumero, 10)}`], // 38-57 nosso número
        [58, '7'], // 58 carteira
        [59, String(o.idLancamento)], // 59-73 número do documento
        [74, o.vencimento], // 74-81
        [82, cent(o.valorTitulo, 15)], // 82-96 valor nominal
        [97, '001'], // 97-99 banco cobrador
        [100, '03174'], // 100-104 agência cobradora
        [106, String(o.idLancamento)], // 106-130 uso da empresa
        [131, '09'], // 131-132 moeda
        [133, '2'], // 133 tipo de inscrição do pagador
        [134, '011444777000161'], // 134-148
        [149, 'INJETORA PAULISTA LTDA'], // 149-188
        [199, cent(o.tarifa ?? '0.00', 15)], // 199-213 tarifa
        [214, (o.motivos ?? '').padEnd(10, '0')], // 214-223 motivos
      ]),
      linhaCnab(240, [
        [1, '0010001'], // 1-7
        [8, '3'], // 8
        [9, n(registro + 1, 5)], // 9-13
        [14, 'U'], // 14
        [16, o.codigo], // 16-17
        [18, cent(o.juros ?? '0.00', 15)], // 18-32 juros/multa
        [33, cent(o.desconto ?? '0.00', 15)], // 33-47 desconto
        [48, n(0, 15)], // 48-62 abatimento
        [63, n(0, 15)], // 63-77 IOF
        [78, cent(o.pago ?? '0.00', 15)], // 78-92 valor pago
        [93, cent(o.pago ?? '0.00', 15)], // 93-107 valor líquido
        [108, n(0, 15)], // 108-122 outras despesas
        [123, n(0, 15)], // 123-137 outros créditos
        [138, o.dataOcorrencia ?? '00000000'], // 138-145
        [146, o.dataCredito ?? '00000000'], // 146-153
      ]),
    );
  });
  linhas.push(
    linhaCnab(240, [
      [1, '0010001'],
      [8, '5'],
      [18, n(ocorrencias.length * 2 + 2, 6)],
    ]),
  ); // trailer de lote
  linhas.push(
    linhaCnab(240, [
      [1, '0019999'],
      [8, '9'],
      [18, '000001'],
      [24, n(linhas.length + 1, 6)],
    ]),
  ); // trailer
  return `${linhas.join('\r\n')}\r\n`;
}

export type OcorrenciaBradesco = {
  codigo: string;
  nossoNumero: number;
  dv: string;
  idLancamento: number;
  vencimento: string; // DDMMAA
  valorTitulo: string;
  tarifa?: string;
  desconto?: string;
  pago?: string;
  juros?: string;
  dataOcorrencia: string; // DDMMAA
  dataCredito?: string;
  motivos?: string;
};

/** A CNAB 400 return of Bradesco for código da empresa 4321, agência 03010, conta 0123456-0, carteira 09. */
export function retornoBradesco400(ocorrencias: OcorrenciaBradesco[], codigoEmpresa = '4321'): string {
  const linhas = [
    linhaCnab(400, [
      [1, '02RETORNO01COBRANCA'], // 1 registro 0, 2 retorno, 3-9 RETORNO, 10-11 01, 12-26 COBRANCA
      [27, n(codigoEmpresa, 20)], // 27-46 código da empresa
      [47, 'PLASTICOS SAO JOSE INDUSTRIA E'], // 47-76
      [77, '237BRADESCO'], // 77-79 banco, 80-94 nome
      [95, '121226'], // 95-100 gravação
      [395, '000001'], // 395-400
    ]),
  ];
  for (const o of ocorrencias) {
    linhas.push(
      linhaCnab(400, [
        [1, '1'], // 1 detalhe
        [2, '02'], // 2-3 CNPJ
        [4, '11222333000181'], // 4-17
        [21, '00090301001234560'], // 21-37 zero, carteira, agência, conta, DV
        [38, String(o.idLancamento)], // 38-62 controle do participante
        [71, `${n(o.nossoNumero, 11)}${o.dv}`], // 71-82 nosso número e DV
        [109, o.codigo], // 109-110 ocorrência
        [111, o.dataOcorrencia], // 111-116
        [117, String(o.idLancamento)], // 117-126 número do documento
        [147, o.vencimento], // 147-152
        [153, cent(o.valorTitulo, 13)], // 153-165
        [166, '237'], // 166-168 banco cobrador
        [176, cent(o.tarifa ?? '0.00', 13)], // 176-188 despesas de cobrança
        [241, cent(o.desconto ?? '0.00', 13)], // 241-253 desconto
        [254, cent(o.pago ?? '0.00', 13)], // 254-266 valor pago
        [267, cent(o.juros ?? '0.00', 13)], // 267-279 juros de mora
        [296, o.dataCredito ?? '000000'], // 296-301 data do crédito
        [319, (o.motivos ?? '').padEnd(10, '0')], // 319-328 motivos
        [395, n(linhas.length + 1, 6)], // 395-400
      ]),
    );
  }
  linhas.push(
    linhaCnab(400, [
      [1, '9201237'],
      [395, n(linhas.length + 1, 6)],
    ]),
  );
  return `${linhas.join('\r\n')}\r\n`;
}

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validarBlocoK } from '../../../src/modules/contabilidade/bloco-k/validar-bloco-k.ts';

const GOLDEN = readFileSync(new URL('./golden-2026-10.txt', import.meta.url), 'utf8')
  .trimEnd()
  .split('\n');

/** The golden file with line `n` (1-based) replaced; `null` removes it. */
const comLinha = (n: number, linha: string | null) =>
  GOLDEN.flatMap((l, i) => (i === n - 1 ? (linha === null ? [] : [linha]) : [l]));
const achados = async (linhas: string[]) =>
  (await validarBlocoK(linhas)).achados.map((a) => [a.registro, a.linha, a.mensagem]);

describe("the Bloco K validator (Guia Prático 3.1.8's register tables)", () => {
  it('finds nothing in the golden file', async () => {
    expect(await validarBlocoK(GOLDEN)).toEqual({ linhas: 48, achados: [] });
  });

  it('refuses a register with a field too many', async () => {
    expect(await achados(comLinha(15, '|K200|31102026|PP-H503|200,000|0|||'))).toEqual([
      ['K200', 15, 'O registro K200 deve ter 6 campos; a linha tem 7.'],
    ]);
  });

  it('refuses a number with a dot, too many decimals, or a date of the wrong size', async () => {
    expect(await achados(comLinha(15, '|K200|31102026|PP-H503|200.000|0||'))).toEqual([
      ['K200', 15, 'O campo 04 (QTD) deve ser numérico, com até 3 casas decimais após a vírgula: "200.000".'],
    ]);
    expect(await achados(comLinha(15, '|K200|31102026|PP-H503|200,0001|0||'))).toEqual([
      [
        'K200',
        15,
        'O campo 04 (QTD) deve ser numérico, com até 3 casas decimais após a vírgula: "200,0001".',
      ],
    ]);
    expect(await achados(comLinha(14, '|K100|1102026|31102026|'))).toEqual([
      ['K100', 14, 'O campo 02 (DT_INI) deve ter exatamente 8 caracteres: "1102026".'],
    ]);
  });

  it('refuses a code longer than the table allows and an obligatory field left empty', async () => {
    const longo = 'X'.repeat(61);
    const linhas = comLinha(7, `|0200|${longo}|Polipropileno H503|||KG|01|39021020||||||`);
    expect(await achados(linhas)).toContainEqual([
      '0200',
      7,
      'O campo 02 (COD_ITEM) tem mais de 60 caracteres.',
    ]);
    expect(await achados(comLinha(5, '|0190|KG||'))).toEqual([
      ['0190', 5, 'O campo 03 (DESCR) é obrigatório.'],
    ]);
  });

  it('refuses a character ISO-8859-1 cannot hold', async () => {
    expect(await achados(comLinha(9, '|0200|TAMPA-28|Tampa 28mm — branca|||KG|04|39235000||||||'))).toEqual([
      ['0200', 9, 'A linha tem caracteres que a codificação ISO-8859-1 do leiaute não admite.'],
    ]);
  });

  it('refuses a child outside its parent: a K235 without its K230', async () => {
    const semK230 = comLinha(20, null);
    expect(await achados(semK230)).toContainEqual(['K235', 20, 'O registro K235 deve vir abaixo de K230.']);
  });

  it('refuses a wrong 9900 count, a missing 9900 and block closings that do not add up', async () => {
    expect(await achados(comLinha(39, '|9900|K200|6|'))).toEqual([
      ['9900', 39, 'Informa 6 registros K200, mas há 5.'],
    ]);
    const semK235 = comLinha(41, null);
    expect(await achados(semK235)).toEqual([
      ['9990', 46, 'Informa 20 linhas, mas há 19.'],
      ['9999', 47, 'Informa 48 linhas, mas há 47.'],
      ['9900', 43, 'Informa 17 registros 9900, mas há 16.'],
      ['9900', null, 'Falta o registro 9900 do registro K235.'],
    ]);
    expect(await achados(comLinha(28, '|K990|16|'))).toEqual([['K990', 28, 'Informa 16 linhas, mas há 17.']]);
  });

  it('refuses a COD_ITEM missing from the 0200 and a COD_PART missing from the 0150', async () => {
    expect(await achados(comLinha(19, '|K200|31102026|TAMPA-99|50,000|0||'))).toEqual([
      ['K200', 19, 'O COD_ITEM "TAMPA-99" não está no registro 0200.'],
    ]);
    expect(await achados(comLinha(17, '|K200|31102026|PP-H503|500,000|2|99999999000191|'))).toEqual([
      ['K200', 17, 'O COD_PART "99999999000191" não está no registro 0150.'],
    ]);
    expect(await achados(comLinha(17, '|K200|31102026|PP-H503|500,000|2||'))).toEqual([
      ['K200', 17, 'Com IND_EST 1 ou 2 o COD_PART é obrigatório.'],
    ]);
  });

  it('refuses a K200 dated other than the K100 end and a file that does not end in 9999', async () => {
    expect(await achados(comLinha(15, '|K200|30102026|PP-H503|200,000|0||'))).toEqual([
      ['K200', 15, 'DT_EST deve ser a data final do K100.'],
    ]);
    expect(await achados(GOLDEN.slice(0, -1))).toContainEqual([
      '9999',
      null,
      'O arquivo deve terminar pelo registro 9999.',
    ]);
  });
});

const NOVEMBRO = readFileSync(new URL('./golden-2026-11.txt', import.meta.url), 'utf8')
  .trimEnd()
  .split('\n');
/** November's golden (Bloco H, K200 IND_EST 1, K250/K255) with line `n` replaced, removed (null) or added after. */
const novembroCom = (n: number, linha: string | null, depois = false) =>
  NOVEMBRO.flatMap((l, i) =>
    i === n - 1 ? (depois ? [l, linha as string] : linha === null ? [] : [linha]) : [l],
  );
/** The findings about one register only (the closings and 9900 of an added line aside). */
const achadosDo = async (reg: string, linhas: string[]) => (await achados(linhas)).filter(([r]) => r === reg);

describe('the validator on the registers of November (Bloco H, K200 IND_EST 1, K250/K255, K280)', () => {
  it('finds nothing in the golden November', async () => {
    expect(await validarBlocoK(NOVEMBRO)).toEqual({ linhas: 58, achados: [] });
  });

  it('refuses an H005 whose VL_INV is not the sum of its H010, or with an unknown MOT_INV', async () => {
    expect(await achados(novembroCom(13, '|H005|30112026|13680,01|01|'))).toEqual([
      ['H005', 13, 'VL_INV deve ser a soma dos VL_ITEM dos H010 (13680,00).'],
    ]);
    expect(await achados(novembroCom(13, '|H005|30112026|13680,00|07|'))).toEqual([
      ['H005', 13, 'MOT_INV deve ser de 01 a 06.'],
    ]);
  });

  it('refuses an H010 without the COD_PART its IND_PROP needs, with a wrong field count or outside its H005', async () => {
    expect(await achados(novembroCom(16, '|H010|PP-H503|KG|20,000|8,000000|160,00|1|||||'))).toEqual([
      ['H010', 16, 'Com IND_PROP 1 ou 2 o COD_PART é obrigatório.'],
    ]);
    expect(
      await achados(novembroCom(15, '|H010|PP-H503|KG|100,000|8,000000|800,00|0|06157250000116||||')),
    ).toEqual([['H010', 15, 'Com IND_PROP 0 o COD_PART deve ficar vazio.']]);
    expect(await achados(novembroCom(15, '|H010|PP-H503|KG|100,000|8,000000|800,00|3|||||'))).toEqual([
      ['H010', 15, 'IND_PROP deve ser 0, 1 ou 2.'],
    ]);
    expect(await achados(novembroCom(14, '|H010|PP-AZUL|KG|80,000|1,500000|120,00|0||||'))).toEqual([
      ['H010', 14, 'O registro H010 deve ter 11 campos; a linha tem 10.'],
      // A line with the wrong number of fields is not read: its value is missing from the H005's sum.
      ['H005', 13, 'VL_INV deve ser a soma dos VL_ITEM dos H010 (13560,00).'],
    ]);
    expect(await achados(novembroCom(14, '|H010|PP-ROXO|KG|80,000|1,500000|120,00|0|||||'))).toEqual([
      ['H010', 14, 'O COD_ITEM "PP-ROXO" não está no registro 0200.'],
    ]);
    expect(await achados(novembroCom(14, '|H010|PP-AZUL|TN|80,000|1,500000|120,00|0|||||'))).toEqual([
      ['H010', 14, 'O UNID "TN" não está no registro 0190.'],
    ]);
    expect(await achados(novembroCom(13, null))).toContainEqual([
      'H010',
      13,
      'O registro H010 deve vir abaixo de H005.',
    ]);
  });

  it('refuses an H990 that miscounts and a Bloco H after the K', async () => {
    expect(await achados(novembroCom(21, '|H990|9|'))).toEqual([
      ['H990', 21, 'Informa 9 linhas, mas há 10.'],
    ]);
    const blocoH = NOVEMBRO.slice(11, 21);
    const hDepoisDoK = [
      ...NOVEMBRO.slice(0, 11),
      ...NOVEMBRO.slice(21, 34),
      ...blocoH,
      ...NOVEMBRO.slice(34),
    ];
    expect(await achados(hDepoisDoK)).toContainEqual([
      'H001',
      25,
      'O registro H001 está fora da ordem dos blocos (0, H, K, 9).',
    ]);
  });

  it('refuses a K200 IND_EST 1 without its participant, and one not in the 0150', async () => {
    expect(await achados(novembroCom(27, '|K200|30112026|PP-H503|20,000|1||'))).toEqual([
      ['K200', 27, 'Com IND_EST 1 ou 2 o COD_PART é obrigatório.'],
    ]);
    expect(await achados(novembroCom(27, '|K200|30112026|PP-H503|20,000|1|48273615000199|'))).toEqual([
      ['K200', 27, 'O COD_PART "48273615000199" não está no registro 0150.'],
    ]);
  });

  it('refuses a K250 of an item that is not produced (TIPO_ITEM 03/04), a K255 without its K250, bad decimals', async () => {
    expect(await achados(novembroCom(32, '|K250|25112026|PP-H503|80,000000|'))).toEqual([
      ['K250', 32, 'O COD_ITEM "PP-H503" é de TIPO_ITEM 01 no 0200; o produzido deve ser 03 ou 04.'],
    ]);
    expect(await achados(novembroCom(32, null))).toContainEqual([
      'K255',
      32,
      'O registro K255 deve vir abaixo de K250.',
    ]);
    expect(await achados(novembroCom(33, '|K255|25112026|PP-H503|80,0000001||'))).toEqual([
      [
        'K255',
        33,
        'O campo 04 (QTD) deve ser numérico, com até 6 casas decimais após a vírgula: "80,0000001".',
      ],
    ]);
    expect(await achados(novembroCom(32, '|K250|25112026|PP-AZUL|80,000000||'))).toEqual([
      ['K250', 32, 'O registro K250 deve ter 4 campos; a linha tem 5.'],
    ]);
  });

  it('checks a K280: an earlier period, one of its two quantities, the participant of IND_EST 2', async () => {
    const k280 = (linha: string) => achadosDo('K280', novembroCom(33, linha, true));
    expect(await k280('|K280|31102026|PP-H503|50,000||2|06157250000116|')).toEqual([]);
    expect(await k280('|K280|31102026|PP-H503||12,500|0||')).toEqual([]);
    expect(await k280('|K280|30112026|PP-H503|50,000||2|06157250000116|')).toEqual([
      ['K280', 34, 'DT_EST deve ser anterior à data inicial do K100.'],
    ]);
    expect(await k280('|K280|31102026|PP-H503|50,000|1,000|2|06157250000116|')).toEqual([
      ['K280', 34, 'Informe QTD_COR_POS ou QTD_COR_NEG, apenas um deles.'],
    ]);
    expect(await k280('|K280|31102026|PP-H503|||2|06157250000116|')).toEqual([
      ['K280', 34, 'Informe QTD_COR_POS ou QTD_COR_NEG, apenas um deles.'],
    ]);
    expect(await k280('|K280|31102026|PP-H503|50,000||2||')).toEqual([
      ['K280', 34, 'Com IND_EST 1 ou 2 o COD_PART é obrigatório.'],
    ]);
    expect(await k280('|K280|31102026|PP-ROXO|50,000||0||')).toEqual([
      ['K280', 34, 'O COD_ITEM "PP-ROXO" não está no registro 0200.'],
    ]);
    expect(await achadosDo('9900', novembroCom(33, '|K280|31102026|PP-H503||12,500|0||', true))).toEqual([
      ['9900', null, 'Falta o registro 9900 do registro K280.'],
    ]);
  });
});

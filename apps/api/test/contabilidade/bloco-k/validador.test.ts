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
    expect(await validarBlocoK(GOLDEN)).toEqual({ linhas: 46, achados: [] });
  });

  it('refuses a register with a field too many', async () => {
    expect(await achados(comLinha(14, '|K200|31102026|PP-H503|200,000|0|||'))).toEqual([
      ['K200', 14, 'O registro K200 deve ter 6 campos; a linha tem 7.'],
    ]);
  });

  it('refuses a number with a dot, too many decimals, or a date of the wrong size', async () => {
    expect(await achados(comLinha(14, '|K200|31102026|PP-H503|200.000|0||'))).toEqual([
      ['K200', 14, 'O campo 04 (QTD) deve ser numérico, com até 3 casas decimais após a vírgula: "200.000".'],
    ]);
    expect(await achados(comLinha(14, '|K200|31102026|PP-H503|200,0001|0||'))).toEqual([
      [
        'K200',
        14,
        'O campo 04 (QTD) deve ser numérico, com até 3 casas decimais após a vírgula: "200,0001".',
      ],
    ]);
    expect(await achados(comLinha(13, '|K100|1102026|31102026|'))).toEqual([
      ['K100', 13, 'O campo 02 (DT_INI) deve ter exatamente 8 caracteres: "1102026".'],
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
    expect(await achados(comLinha(8, '|0200|TAMPA-28|Tampa 28mm — branca|||KG|04|39235000||||||'))).toEqual([
      ['0200', 8, 'A linha tem caracteres que a codificação ISO-8859-1 do leiaute não admite.'],
    ]);
  });

  it('refuses a child outside its parent: a K235 without its K230', async () => {
    const semK230 = comLinha(18, null);
    expect(await achados(semK230)).toContainEqual(['K235', 18, 'O registro K235 deve vir abaixo de K230.']);
  });

  it('refuses a wrong 9900 count, a missing 9900 and block closings that do not add up', async () => {
    expect(await achados(comLinha(37, '|9900|K200|5|'))).toEqual([
      ['9900', 37, 'Informa 5 registros K200, mas há 4.'],
    ]);
    const semK235 = comLinha(39, null);
    expect(await achados(semK235)).toEqual([
      ['9990', 44, 'Informa 20 linhas, mas há 19.'],
      ['9999', 45, 'Informa 46 linhas, mas há 45.'],
      ['9900', 41, 'Informa 17 registros 9900, mas há 16.'],
      ['9900', null, 'Falta o registro 9900 do registro K235.'],
    ]);
    expect(await achados(comLinha(26, '|K990|15|'))).toEqual([['K990', 26, 'Informa 15 linhas, mas há 16.']]);
  });

  it('refuses a COD_ITEM missing from the 0200 and a COD_PART missing from the 0150', async () => {
    expect(await achados(comLinha(17, '|K200|31102026|TAMPA-99|50,000|0||'))).toEqual([
      ['K200', 17, 'O COD_ITEM "TAMPA-99" não está no registro 0200.'],
    ]);
    expect(await achados(comLinha(16, '|K200|31102026|PP-H503|500,000|2|99999999000191|'))).toEqual([
      ['K200', 16, 'O COD_PART "99999999000191" não está no registro 0150.'],
    ]);
    expect(await achados(comLinha(16, '|K200|31102026|PP-H503|500,000|2||'))).toEqual([
      ['K200', 16, 'Com IND_EST 1 ou 2 o COD_PART é obrigatório.'],
    ]);
  });

  it('refuses a K200 dated other than the K100 end and a file that does not end in 9999', async () => {
    expect(await achados(comLinha(14, '|K200|30102026|PP-H503|200,000|0||'))).toEqual([
      ['K200', 14, 'DT_EST deve ser a data final do K100.'],
    ]);
    expect(await achados(GOLDEN.slice(0, -1))).toContainEqual([
      '9999',
      null,
      'O arquivo deve terminar pelo registro 9999.',
    ]);
  });
});

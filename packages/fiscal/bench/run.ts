/**
 * npm run bench:fiscal: montar + assinar + validar uma NF-e de 10 itens, em ms por nota (mediana depois do
 * aquecimento), ao lado de uma assinatura RSA-2048 SHA-1 pura (node:crypto) de um buffer do mesmo tamanho,
 * medida no mesmo laço, intercalada: a razão entre as duas desconta a velocidade da máquina e a carga do momento.
 * Mede também assinarEValidarNFe (assinar e validar abrindo o XML uma vez só) sobre a mesma nota.
 * Meta: montar + assinar + validar <= 3 ms por nota.
 *
 * Opções: --execucoes <n> (padrão 500), --aquecimento <n> (padrão 100).
 */
import { createPrivateKey, createSign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { readPfx } from '../src/cert/read-pfx.ts';
import { assinarEValidarNFe } from '../src/nfe/assinar-e-validar.ts';
import { montarNFe } from '../src/nfe/build/montar-nfe.ts';
import type { EntradaNFe } from '../src/nfe/build/tipos.ts';
import { assinarNFe } from '../src/nfe/sign.ts';
import { precarregarSchemas, validarNFe } from '../src/nfe/validate.ts';
import { industrializacaoCrt3 } from '../test/golden/cenarios.ts';
import { medirDanfe } from './danfe.ts';

const META_MS = 3;

const { values } = parseArgs({
  options: { execucoes: { type: 'string', default: '500' }, aquecimento: { type: 'string', default: '100' } },
});
const execucoes = Number(values.execucoes);
const aquecimento = Number(values.aquecimento);

const cert = readPfx(
  readFileSync(
    new URL('../test/fixtures/certs/cert_cnpj_06157250000116_senha_minhasenha.pfx', import.meta.url),
  ),
  'minhasenha',
);

/** A nota do cenário golden de industrialização (5124 + 5902, CRT 3, 2026, com IBSCBS) com 10 itens. */
const [servico, retorno] = industrializacaoCrt3.det;
if (!servico || !retorno) throw new Error('Cenário sem os itens esperados.');
const entrada: EntradaNFe = {
  ...industrializacaoCrt3,
  det: Array.from({ length: 10 }, (_, i) => ({
    ...(i % 2 === 0 ? servico : retorno),
    cProd: `ITEM-${String(i + 1).padStart(2, '0')}`,
  })),
};

interface Amostra {
  montar: number;
  assinar: number;
  validar: number;
  assinarEValidar: number;
  rsa: number;
}

/** Tempo de relógio (performance.now) e de CPU do processo (process.cpuUsage), em ms. */
function marcar(): { relogio: number; cpu: number } {
  const { user, system } = process.cpuUsage();
  return { relogio: performance.now(), cpu: (user + system) / 1000 };
}

const tamanhoNota = Buffer.byteLength(montarNFe(entrada).xml);
const bufferRsa = Buffer.alloc(tamanhoNota, 0x61);

function medir(): { relogio: Amostra; cpu: Amostra } {
  const m0 = marcar();
  const { xml } = montarNFe(entrada);
  const m1 = marcar();
  const assinada = assinarNFe(xml, cert);
  const m2 = marcar();
  const resultado = validarNFe(assinada);
  const m3 = marcar();
  createSign('RSA-SHA1').update(bufferRsa).sign(chave);
  const m4 = marcar();
  const numaPassada = assinarEValidarNFe(xml, cert);
  const m5 = marcar();
  if (!resultado.valido) throw new Error(`Nota inválida no benchmark: ${JSON.stringify(resultado.erros)}`);
  if (!numaPassada.valido || numaPassada.xml !== assinada) {
    throw new Error('assinarEValidarNFe divergiu de assinarNFe + validarNFe no benchmark.');
  }
  const de = (tipo: 'relogio' | 'cpu'): Amostra => ({
    montar: m1[tipo] - m0[tipo],
    assinar: m2[tipo] - m1[tipo],
    validar: m3[tipo] - m2[tipo],
    rsa: m4[tipo] - m3[tipo],
    assinarEValidar: m5[tipo] - m4[tipo],
  });
  return { relogio: de('relogio'), cpu: de('cpu') };
}

function percentil(valores: number[], p: number): number {
  const ordenados = [...valores].sort((a, b) => a - b);
  return ordenados[Math.min(ordenados.length - 1, Math.floor((p / 100) * ordenados.length))] ?? Number.NaN;
}

const chave = createPrivateKey(cert.privateKeyPem);
precarregarSchemas(['nfe']);
for (let i = 0; i < aquecimento; i++) medir();

const amostras = Array.from({ length: execucoes }, medir);
const ms = (valor: number) => valor.toFixed(3).padStart(9);
const saida: string[] = [
  `NF-e de 10 itens (${tamanhoNota} bytes sem assinatura), ${execucoes} execuções depois de ${aquecimento} de aquecimento, Node ${process.version}`,
  '',
  `${'etapa (ms por nota)'.padEnd(28)}${'mediana'.padStart(9)}${'p90'.padStart(10)}${'CPU med.'.padStart(10)}`,
];
type Etapa = keyof Amostra | 'total' | 'totalNumaPassada';
const serie = (tipo: 'relogio' | 'cpu', etapa: Etapa) =>
  amostras.map(({ [tipo]: a }) =>
    etapa === 'total'
      ? a.montar + a.assinar + a.validar
      : etapa === 'totalNumaPassada'
        ? a.montar + a.assinarEValidar
        : a[etapa],
  );
const etapas: [string, Etapa][] = [
  ['montar', 'montar'],
  ['assinar', 'assinar'],
  ['validar (XSD)', 'validar'],
  ['montar + assinar + validar', 'total'],
  ['assinarEValidarNFe', 'assinarEValidar'],
  ['montar + assinarEValidarNFe', 'totalNumaPassada'],
  ['RSA-2048 SHA-1 puro', 'rsa'],
];
for (const [nome, etapa] of etapas) {
  saida.push(
    `${nome.padEnd(28)}${ms(percentil(serie('relogio', etapa), 50))} ${ms(percentil(serie('relogio', etapa), 90))} ${ms(percentil(serie('cpu', etapa), 50))}`,
  );
}
const medianaTotal = percentil(serie('relogio', 'total'), 50);
const medianaNumaPassada = percentil(serie('relogio', 'totalNumaPassada'), 50);
const medianaRsa = percentil(serie('relogio', 'rsa'), 50);
saida.push(
  '',
  `montar + assinar + validar / RSA puro: ${(medianaTotal / medianaRsa).toFixed(2)}x`,
  `assinar / RSA puro: ${(percentil(serie('relogio', 'assinar'), 50) / medianaRsa).toFixed(2)}x`,
  `Meta <= ${META_MS} ms por nota: ${medianaTotal <= META_MS ? 'atingida' : 'NÃO atingida'} (mediana ${medianaTotal.toFixed(3)} ms; ` +
    `com assinarEValidarNFe, ${medianaNumaPassada.toFixed(3)} ms)`,
  'CPU med.: tempo de CPU do processo (process.cpuUsage, resolução de 1 µs; inclui as threads do GC), que a',
  'concorrência com outros processos da máquina distorce menos que o relógio.',
);
saida.push(...(await medirDanfe(Math.min(execucoes, 200))));
process.stdout.write(`${saida.join('\n')}\n`);

import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { anoBrasilia } from '../xml/data-hora.ts';
import { type DadosEstado, estadoVazio, type NotaAutorizada } from './tipos.ts';

/**
 * O banco da SEFAZ simulada. Em memória; com `arquivo`, gravado em JSON a cada mudança (gravação atômica por
 * rename), para que as notas autorizadas sobrevivam a um reinício, como numa SEFAZ de verdade.
 */
export class EstadoSimulador {
  dados: DadosEstado;

  constructor(private readonly arquivo?: string) {
    this.dados = arquivo && existsSync(arquivo) ? carregar(arquivo) : estadoVazio();
  }

  /** Chamado depois de cada operação que altera o estado. */
  salvar(): void {
    if (!this.arquivo) return;
    mkdirSync(path.dirname(this.arquivo), { recursive: true });
    const temporario = `${this.arquivo}.tmp`;
    writeFileSync(temporario, JSON.stringify(this.dados));
    renameSync(temporario, this.arquivo);
  }

  limpar(): void {
    this.dados = estadoVazio();
    this.salvar();
  }

  /**
   * nProt (TProt, 15 dígitos): tipo do autorizador (1 = SEFAZ da UF, 8 = Ambiente Nacional) + cUF + ano (2) +
   * sequencial (10), como 143220000009921.
   */
  proximoProtocolo(cUF: string, agora: Date): string {
    this.dados.sequencias.nProt += 1;
    const tipo = cUF === '91' ? '8' : '1';
    return `${tipo}${cUF}${anoBrasilia(agora)}${String(this.dados.sequencias.nProt).padStart(10, '0')}`;
  }

  /** nRec (TRec, 15 dígitos): cUF + '1' + sequencial (12), como 351000006395525. */
  proximoRecibo(cUF: string): string {
    this.dados.sequencias.nRec += 1;
    return `${cUF}1${String(this.dados.sequencias.nRec).padStart(12, '0')}`;
  }

  proximoNsu(): number {
    this.dados.sequencias.nsu += 1;
    return this.dados.sequencias.nsu;
  }

  nota(chNFe: string): NotaAutorizada | undefined {
    return this.dados.notas[chNFe];
  }

  /** Nota do mesmo emitente, modelo, série e número (a chave de unicidade da regra 2B08-20). */
  notaComMesmoNumero(cnpj: string, mod: string, serie: string, nNF: string): NotaAutorizada | undefined {
    return Object.values(this.dados.notas).find(
      (n) =>
        n.cnpjEmitente === cnpj &&
        n.mod === mod &&
        Number(n.serie) === Number(serie) &&
        Number(n.nNF) === Number(nNF),
    );
  }

  /** Inutilização que cobre o número (mesmo CNPJ, modelo e série). */
  inutilizacaoDoNumero(cnpj: string, mod: string, serie: string, nNF: number) {
    return this.dados.inutilizacoes.find(
      (i) =>
        i.cnpj === cnpj &&
        i.mod === mod &&
        Number(i.serie) === Number(serie) &&
        nNF >= i.nNFIni &&
        nNF <= i.nNFFin,
    );
  }
}

function carregar(arquivo: string): DadosEstado {
  const dados = JSON.parse(readFileSync(arquivo, 'utf8')) as DadosEstado;
  if (dados.versao !== 1)
    throw new Error(`Arquivo de estado do simulador em versão desconhecida: ${arquivo}.`);
  return { ...estadoVazio(), ...dados };
}

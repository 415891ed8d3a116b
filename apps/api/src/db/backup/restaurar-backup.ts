import { once } from 'node:events';
import { dataEmTexto } from '@erp/fiscal/data-hora';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { aplicarMigracoesNaTransacao, migracoesConhecidas } from '../migrate.ts';
import { BackupInvalidoError, PARAMETROS_DA_SESSAO, type TManifesto } from './formato-do-backup.ts';
import { lerArquivoDeBackup, verificarArquivoDeBackup } from './ler-arquivo-de-backup.ts';
import {
  ESQUEMA,
  lerTabela,
  listarSequencias,
  listarTabelas,
  nomeQualificado,
  type TabelaDoBanco,
} from './tabelas-do-banco.ts';

/** The destination already holds data and `substituir` was not asked for. */
export class BancoNaoVazioError extends Error {}

export type BackupRestaurado = {
  manifesto: TManifesto;
  /** Migrations newer than the backup, applied after its data (the app's own since that backup). */
  migracoesPosteriores: number;
  duracaoMs: number;
};

/** The backup's migration must be one this code knows; a newer one is refused before anything is touched. */
export function conferirMigracao(migracao: TManifesto['migracao']) {
  const conhecidas = migracoesConhecidas();
  const { criada_em, tag } = migracao;
  if (conhecidas.some((m) => m.criadaEm === criada_em)) return;
  const ultima = conhecidas.at(-1);
  if (!ultima || criada_em > ultima.criadaEm) {
    throw new BackupInvalidoError(
      `Este backup foi feito por uma versão mais nova do sistema (migração ${tag ?? criada_em}, de ` +
        `${dataEmTexto(new Date(criada_em))}); esta versão conhece até a migração ${ultima?.tag ?? 'nenhuma'}. ` +
        'Atualize o sistema antes de restaurá-lo.',
    );
  }
  throw new BackupInvalidoError(
    `Este backup foi feito com uma migração que esta versão do sistema não conhece (${tag ?? criada_em}).`,
  );
}

/**
 * Restores a backup into the database at `url`, in ONE transaction: nothing is kept unless every table was copied
 * and checked, so a failure leaves the database as it was (with `substituir`, the old data too). The archive is
 * read and checked against its manifest first; then the schema is rebuilt by the app's own migrations up to the
 * backup's, every table is copied back with triggers held (session_replication_role = replica: the totals and
 * list blocks the triggers keep are restored as they were read, not added to a second time, and foreign keys are
 * not checked row by row on data that was consistent in one snapshot), each sequence continues after the greater
 * of its recorded value and its column's max, every table is read back and compared with the manifest's row count
 * and SHA-256, and only then the migrations newer than the backup run, as they would on the app's next start.
 */
export async function restaurarBackup(
  url: string,
  arquivo: string,
  opcoes: { substituir: boolean },
): Promise<BackupRestaurado> {
  const inicio = performance.now();
  const manifesto = await verificarArquivoDeBackup(arquivo);
  conferirMigracao(manifesto.migracao);

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    await prepararDestino(client, opcoes.substituir);
    await aplicarMigracoesNaTransacao(client, { ate: manifesto.migracao.criada_em });
    for (const parametro of PARAMETROS_DA_SESSAO) await client.query(parametro);

    const tabelas = new Map((await listarTabelas(client)).map((t) => [t.nome, t]));
    await segurarGatilhos(client);
    if (tabelas.size) {
      // Migrations insert reference rows (CFOP, municipalities...): the backup's own rows replace them.
      await client.query(`truncate ${[...tabelas.keys()].map((t) => nomeQualificado(client, t)).join(', ')}`);
    }
    await copiarTabelas(client, arquivo, tabelas);
    await client.query("set local session_replication_role = 'origin'");

    await ajustarSequencias(client, manifesto);
    await conferirTabelas(client, manifesto, tabelas);
    const migracoesPosteriores = await aplicarMigracoesNaTransacao(client, {
      depoisDe: manifesto.migracao.criada_em,
    });
    await client.query('commit');
    await client.query('analyze');
    return { manifesto, migracoesPosteriores, duracaoMs: Math.round(performance.now() - inicio) };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

async function segurarGatilhos(client: pg.ClientBase) {
  try {
    await client.query("set local session_replication_role = 'replica'");
  } catch (error) {
    if ((error as { code?: string }).code !== '42501') throw error;
    throw new Error(
      'A restauração precisa de um usuário do PostgreSQL que possa suspender os gatilhos ' +
        '(session_replication_role): use o superusuário do banco.',
    );
  }
}

/** Empty means no table, view or sequence in the app's schema and no migration applied. */
async function prepararDestino(client: pg.ClientBase, substituir: boolean) {
  const { rows } = await client.query<{ objetos: number }>(
    `select (select count(*)::int from pg_class c join pg_namespace n on n.oid = c.relnamespace
              where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f'))
          + (select count(*)::int from pg_namespace where nspname = 'drizzle') as objetos`,
    [ESQUEMA],
  );
  if (!rows[0]?.objetos) return;
  if (!substituir) {
    throw new BancoNaoVazioError(
      'O banco de dados de destino não está vazio. Para apagar o conteúdo atual e restaurar o backup no ' +
        'lugar dele, use --substituir.',
    );
  }
  await client.query(`drop schema if exists drizzle cascade`);
  await client.query(`drop schema ${client.escapeIdentifier(ESQUEMA)} cascade`);
  await client.query(`create schema ${client.escapeIdentifier(ESQUEMA)}`);
}

async function copiarTabelas(client: pg.ClientBase, arquivo: string, tabelas: Map<string, TabelaDoBanco>) {
  let copia: ReturnType<typeof copyFrom> | undefined;
  let concluida: Promise<unknown> | undefined;
  for await (const evento of lerArquivoDeBackup(arquivo)) {
    if (evento.tipo === 'tabela') {
      const tabela = tabelas.get(evento.nome);
      if (!tabela || tabela.colunas.join() !== evento.colunas.join()) {
        throw new BackupInvalidoError(
          `A tabela ${evento.nome} do backup não corresponde à do banco migrado: o backup não pode ser restaurado.`,
        );
      }
      const colunas = evento.colunas.map((c) => client.escapeIdentifier(c)).join(', ');
      copia = client.query(copyFrom(`copy ${nomeQualificado(client, evento.nome)} (${colunas}) from stdin`));
      concluida = once(copia, 'finish');
      concluida.catch(() => {}); // awaited below; a COPY that fails between two awaits must not go unhandled
    } else if (evento.tipo === 'dados' && copia) {
      if (!copia.write(evento.dados)) await Promise.race([once(copia, 'drain'), concluida]);
    } else if (evento.tipo === 'fim-da-tabela' && copia) {
      copia.end();
      await concluida;
      copia = undefined;
    }
  }
}

/**
 * Each sequence continues after the greater of the value it had when the backup was read and its column's max:
 * ids handed out and deleted before the backup are not handed out again (the audit still names them).
 */
async function ajustarSequencias(client: pg.ClientBase, manifesto: TManifesto) {
  const doBackup = new Map(manifesto.sequencias.map((s) => [s.nome, s]));
  for (const s of await listarSequencias(client)) {
    const registrada = doBackup.get(s.nome);
    const minimo = registrada?.chamada ? registrada.ultimo_valor : '0';
    await client.query(
      `select case when v > 0 then setval($1::regclass, v, true) else setval($1::regclass, 1, false) end
         from (select greatest($2::bigint, coalesce(max(${client.escapeIdentifier(s.coluna)}), 0)) as v
                 from ${nomeQualificado(client, s.tabela)}) m`,
      [nomeQualificado(client, s.nome), minimo],
    );
  }
}

/** Every table read back in the backup's order and format must give the manifest's row count and SHA-256. */
async function conferirTabelas(
  client: pg.ClientBase,
  manifesto: TManifesto,
  tabelas: Map<string, TabelaDoBanco>,
) {
  for (const esperada of manifesto.tabelas) {
    const tabela = tabelas.get(esperada.nome);
    if (!tabela) throw new Error(`A tabela ${esperada.nome} não foi restaurada.`);
    const { linhas, sha256 } = await lerTabela(client, tabela);
    if (linhas !== esperada.linhas || sha256 !== esperada.sha256) {
      throw new Error(
        `A tabela ${esperada.nome} restaurada não confere com o backup (${linhas} linhas, ` +
          `${esperada.linhas} esperadas): nada foi gravado.`,
      );
    }
  }
  const semBackup = [...tabelas.keys()].filter((t) => !manifesto.tabelas.some((e) => e.nome === t));
  if (semBackup.length) {
    throw new BackupInvalidoError(`O backup não traz as tabelas ${semBackup.join(', ')}: nada foi gravado.`);
  }
}

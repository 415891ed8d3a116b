import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { FUSO_SQL } from '../../db/fuso.ts';

export type AmbienteDocumento = 'simulacao' | 'homologacao' | 'producao';

/**
 * Brasília days, both included, and the environment whose documents are exported: produção for the legal ones
 * (its own documents and every received note with tpAmb 1), a test environment for a test export (its own
 * documents and the received notes with tpAmb 2).
 */
export type PeriodoExportacao = { inicio: string; fim: string; ambiente: AmbienteDocumento };

/** One file of the export with the row resumo.csv says of it; `xml` exactly as stored. */
export type DocumentoExportado = {
  id: number;
  arquivo: string;
  xml: string;
  tipo: string;
  modelo: string;
  serie: string | null;
  numero: string | null;
  chave: string | null;
  data: string;
  parte_cpf_cnpj: string | null;
  parte_nome: string | null;
  cfops: string | null;
  valor: string | null;
  situacao: string;
};

const dia = (coluna: SQL) => sql`to_char(${coluna} at time zone ${FUSO_SQL}, 'DD/MM/YYYY')`;
/** The instant interval of the period's Brasília days: [inicio 00:00, fim + 1 day 00:00). */
const noPeriodo = (coluna: SQL, p: PeriodoExportacao) =>
  sql`(${coluna} >= (${p.inicio}::date)::timestamp at time zone ${FUSO_SQL}
    and ${coluna} < (${p.fim}::date + 1)::timestamp at time zone ${FUSO_SQL})`;
/** The distinct CFOPs a note's XML declares (det/prod/CFOP), in order: the same for issued and received. */
const cfopsDoXml = (xml: SQL) =>
  sql`(select string_agg(distinct m[1], ',' order by m[1]) from regexp_matches(${xml}, '<CFOP>([0-9]{4})</CFOP>', 'g') m)`;
/** One array parameter ('{1,2,3}'): Drizzle would expand a JS array into a row of parameters. */
const arrayDeIds = (ids: number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
/** The company's own documents and events by the environment they went to. */
const doAmbiente = (coluna: SQL, p: PeriodoExportacao) => sql`${coluna} = ${p.ambiente}`;
/**
 * A received document by its own tpAmb (1 produção, 2 homologação), whatever environment the company is in: a
 * client's real remessa imported while the company still tries the product is a legal document all the same.
 */
const doTpAmb = (xml: SQL, p: PeriodoExportacao) =>
  sql`substring(${xml} from '<tpAmb>([12])</tpAmb>') = ${p.ambiente === 'producao' ? '1' : '2'}`;

/**
 * Each kind of document of the export: which rows belong to the period (`ids`, in the order they go in the
 * .zip) and, for a batch of them, the file and the resumo.csv row (`linhas`). The period is, per kind:
 * - issued NF-e and NFS-e: their emission (dhEmi) in Brasília time, the date printed on the document and the one
 *   the books use; only documents SEFAZ / the Sefin answered for (authorised, cancelled, denied);
 * - their events (cancellation, CC-e): every event of a note of the period, and every event registered in the
 *   period for an older note (a late CC-e, a cancellation across midnight of the month's last day);
 * - inutilizações: the day they were registered;
 * - received NF-e: their emission; an imported entry is kept as uploaded and a note fetched from SEFAZ and not
 *   imported as distributed (one file per key); the issuer's events distributed to us by their date, and the
 *   company's own manifestações by the day they were registered.
 */
export const TIPOS_DE_DOCUMENTO = {
  nfe_emitidas: {
    ids: (p: PeriodoExportacao) => sql`
      select id from notas_fiscais
      where ${doAmbiente(sql`ambiente`, p)} and status in ('Autorizada', 'Cancelada', 'Denegada')
        and xml_autorizado is not null and ${noPeriodo(sql`data_emissao`, p)}
      order by data_emissao, id`,
    linhas: (ids: number[]) => sql`
      select n.id, 'emitidas/NFe/' || n.chave_acesso || '-procNFe.xml' as arquivo, n.xml_autorizado as xml,
        'NF-e emitida' as tipo, n.modelo::text as modelo, n.serie::text as serie, n.numero::text as numero,
        n.chave_acesso as chave, ${dia(sql`n.data_emissao`)} as data, c.cpf_cnpj as parte_cpf_cnpj,
        c.nome_razao_social as parte_nome, ${cfopsDoXml(sql`n.xml_autorizado`)} as cfops,
        n.valor_total_nota::text as valor, n.status::text as situacao
      from notas_fiscais n join clientes c on c.id = n.id_cliente
      where n.id = any(${arrayDeIds(ids)}::int[]) order by n.data_emissao, n.id`,
  },
  eventos_nfe: {
    ids: (p: PeriodoExportacao) => sql`
      select e.id from notas_fiscais_eventos e join notas_fiscais n on n.id = e.id_nota_fiscal
      where ${doAmbiente(sql`n.ambiente`, p)} and n.chave_acesso is not null
        and (${noPeriodo(sql`n.data_emissao`, p)} or ${noPeriodo(sql`e.created_at`, p)})
      order by e.created_at, e.id`,
    linhas: (ids: number[]) => sql`
      select e.id,
        'emitidas/eventos/' || n.chave_acesso || '-' || e.tipo_evento || '-' || e.sequencia || '-procEventoNFe.xml'
          as arquivo,
        e.xml, 'Evento ' || e.tipo_evento || ' de NF-e emitida' as tipo, n.modelo::text as modelo,
        n.serie::text as serie, n.numero::text as numero, n.chave_acesso as chave, ${dia(sql`e.created_at`)} as data,
        c.cpf_cnpj as parte_cpf_cnpj, c.nome_razao_social as parte_nome, null as cfops, null as valor,
        case e.tipo_evento when '110111' then 'Cancelamento' when '110110' then 'Carta de Correção'
          else 'Registrado' end as situacao
      from notas_fiscais_eventos e join notas_fiscais n on n.id = e.id_nota_fiscal
        join clientes c on c.id = n.id_cliente
      where e.id = any(${arrayDeIds(ids)}::int[]) order by e.created_at, e.id`,
  },
  inutilizacoes: {
    ids: (p: PeriodoExportacao) => sql`
      select id from nfe_inutilizacoes where ${doAmbiente(sql`ambiente`, p)} and ${noPeriodo(sql`created_at`, p)}
        and situacao = 'Homologada'
      order by created_at, id`,
    linhas: (ids: number[]) => sql`
      select id,
        'emitidas/inutilizacoes/' || cnpj || '-' || modelo || '-' || serie || '-' || numero_inicial || '-'
          || numero_final || '-procInutNFe.xml' as arquivo,
        xml, 'Inutilização de NF-e' as tipo, modelo::text as modelo, serie::text as serie,
        numero_inicial || '-' || numero_final as numero, null as chave, ${dia(sql`created_at`)} as data,
        null as parte_cpf_cnpj, null as parte_nome, null as cfops, null as valor, 'Homologada' as situacao
      from nfe_inutilizacoes where id = any(${arrayDeIds(ids)}::int[]) order by created_at, id`,
  },
  nfse_emitidas: {
    ids: (p: PeriodoExportacao) => sql`
      select id from notas_servico
      where ${doAmbiente(sql`ambiente`, p)} and status in ('Autorizada', 'Cancelada') and xml_nfse is not null
        and ${noPeriodo(sql`data_emissao`, p)}
      order by data_emissao, id`,
    linhas: (ids: number[]) => sql`
      select s.id, 'emitidas/NFSe/' || s.chave_acesso || '.xml' as arquivo, s.xml_nfse as xml,
        'NFS-e emitida' as tipo, 'NFS-e' as modelo, s.serie_dps::text as serie, s.numero_nfse::text as numero,
        s.chave_acesso as chave, ${dia(sql`s.data_emissao`)} as data, c.cpf_cnpj as parte_cpf_cnpj,
        c.nome_razao_social as parte_nome, null as cfops, s.valor_servico::text as valor, s.status::text as situacao
      from notas_servico s join clientes c on c.id = s.id_cliente
      where s.id = any(${arrayDeIds(ids)}::int[]) order by s.data_emissao, s.id`,
  },
  eventos_nfse: {
    ids: (p: PeriodoExportacao) => sql`
      select e.id from notas_servico_eventos e join notas_servico s on s.id = e.id_nota_servico
      where ${doAmbiente(sql`s.ambiente`, p)} and s.chave_acesso is not null
        and (${noPeriodo(sql`s.data_emissao`, p)} or ${noPeriodo(sql`e.created_at`, p)})
      order by e.created_at, e.id`,
    linhas: (ids: number[]) => sql`
      select e.id,
        'emitidas/NFSe/' || s.chave_acesso || '-' || e.tipo_evento || '-' || e.sequencia || '-evento.xml' as arquivo,
        e.xml, 'Evento ' || e.tipo_evento || ' de NFS-e emitida' as tipo, 'NFS-e' as modelo,
        s.serie_dps::text as serie, s.numero_nfse::text as numero, s.chave_acesso as chave,
        ${dia(sql`e.created_at`)} as data, c.cpf_cnpj as parte_cpf_cnpj, c.nome_razao_social as parte_nome,
        null as cfops, null as valor,
        case e.tipo_evento when '101101' then 'Cancelamento' else 'Registrado' end as situacao
      from notas_servico_eventos e join notas_servico s on s.id = e.id_nota_servico
        join clientes c on c.id = s.id_cliente
      where e.id = any(${arrayDeIds(ids)}::int[]) order by e.created_at, e.id`,
  },
  nfe_recebidas: {
    ids: (p: PeriodoExportacao) => sql`
      select id from nfe_entradas
      where ${noPeriodo(sql`data_emissao`, p)}
        and ${doTpAmb(sql`xml_original`, p)}
      order by data_emissao, id`,
    linhas: (ids: number[]) => sql`
      select e.id, 'recebidas/NFe/' || e.chave_acesso || '-procNFe.xml' as arquivo, e.xml_original as xml,
        'NF-e recebida' as tipo, '55' as modelo, e.serie::text as serie, e.numero_nf::text as numero,
        e.chave_acesso as chave, ${dia(sql`e.data_emissao`)} as data, e.emitente_cpf_cnpj as parte_cpf_cnpj,
        coalesce(c.nome_razao_social, f.nome_razao_social) as parte_nome, ${cfopsDoXml(sql`e.xml_original`)} as cfops,
        e.valor_total::text as valor,
        case when exists (select 1 from documentos_distribuidos d where d.chave_acesso = e.chave_acesso
          and d.tipo = 'procEventoNFe' and d.xml like '%<tpEvento>110111</tpEvento>%')
          then 'Cancelada' else 'Autorizada' end as situacao
      -- A supplier's note (issue 24) has no client: the supplier is the other party.
      from nfe_entradas e left join clientes c on c.id = e.id_cliente left join fornecedores f on f.id = e.id_fornecedor
      where e.id = any(${arrayDeIds(ids)}::int[]) order by e.data_emissao, e.id`,
  },
  nfe_distribuidas: {
    // A note fetched from SEFAZ that was also imported is exported once, as imported (nfe_recebidas).
    ids: (p: PeriodoExportacao) => sql`
      select id from (
        select distinct on (d.chave_acesso) d.id, d.data_emissao from documentos_distribuidos d
        where d.tipo = 'procNFe' and d.chave_acesso is not null and ${doTpAmb(sql`d.xml`, p)}
          and ${noPeriodo(sql`d.data_emissao`, p)}
          and not exists (select 1 from nfe_entradas e where e.chave_acesso = d.chave_acesso)
        order by d.chave_acesso, d.nsu
      ) t order by data_emissao, id`,
    linhas: (ids: number[]) => sql`
      select d.id, 'recebidas/NFe/' || d.chave_acesso || '-procNFe.xml' as arquivo, d.xml,
        'NF-e recebida' as tipo, '55' as modelo, substring(d.chave_acesso from 23 for 3)::int::text as serie,
        substring(d.chave_acesso from 26 for 9)::int::text as numero, d.chave_acesso as chave,
        ${dia(sql`d.data_emissao`)} as data, d.emitente_cpf_cnpj as parte_cpf_cnpj, d.emitente_nome as parte_nome,
        ${cfopsDoXml(sql`d.xml`)} as cfops, d.valor_total::text as valor,
        case when exists (select 1 from documentos_distribuidos x where x.chave_acesso = d.chave_acesso
          and x.tipo = 'procEventoNFe' and x.xml like '%<tpEvento>110111</tpEvento>%')
          then 'Cancelada' else 'Autorizada' end as situacao
      from documentos_distribuidos d
      where d.id = any(${arrayDeIds(ids)}::int[]) order by d.data_emissao, d.id`,
  },
  eventos_recebidos: {
    ids: (p: PeriodoExportacao) => sql`
      select id from (
        select distinct on (d.chave_acesso, tp, seq) d.id, d.created_at from (
          select d.*, substring(d.xml from '<tpEvento>([0-9]{6})</tpEvento>') as tp,
            substring(d.xml from '<nSeqEvento>([0-9]+)</nSeqEvento>') as seq
          from documentos_distribuidos d
          where d.tipo = 'procEventoNFe' and d.chave_acesso is not null and ${doTpAmb(sql`d.xml`, p)}
            and ${noPeriodo(sql`coalesce(d.data_emissao, d.created_at)`, p)}
        ) d order by d.chave_acesso, tp, seq, d.nsu
      ) t order by created_at, id`,
    linhas: (ids: number[]) => sql`
      select d.id,
        'recebidas/eventos/' || d.chave_acesso || '-' || substring(d.xml from '<tpEvento>([0-9]{6})</tpEvento>')
          || '-' || substring(d.xml from '<nSeqEvento>([0-9]+)</nSeqEvento>') || '-procEventoNFe.xml' as arquivo,
        d.xml, 'Evento ' || substring(d.xml from '<tpEvento>([0-9]{6})</tpEvento>') || ' de NF-e recebida' as tipo,
        '55' as modelo, substring(d.chave_acesso from 23 for 3)::int::text as serie,
        substring(d.chave_acesso from 26 for 9)::int::text as numero, d.chave_acesso as chave,
        ${dia(sql`coalesce(d.data_emissao, d.created_at)`)} as data, d.emitente_cpf_cnpj as parte_cpf_cnpj,
        d.emitente_nome as parte_nome, null as cfops, null as valor, 'Registrado' as situacao
      from documentos_distribuidos d
      where d.id = any(${arrayDeIds(ids)}::int[]) order by d.created_at, d.id`,
  },
  manifestacoes: {
    // The company's own events on notes it received (Confirmação, Ciência, Desconhecimento, Operação não
    // Realizada), as the Ambiente Nacional registered them, by the day they were registered.
    ids: (p: PeriodoExportacao) => sql`
      select id from manifestacoes where ${doAmbiente(sql`ambiente`, p)} and ${noPeriodo(sql`created_at`, p)}
      order by created_at, id`,
    linhas: (ids: number[]) => sql`
      select m.id,
        'recebidas/manifestacoes/' || m.chave_acesso || '-' || m.tipo_evento || '-1-procEventoNFe.xml' as arquivo,
        m.xml, 'Manifestação ' || m.tipo_evento || ' de NF-e recebida' as tipo, '55' as modelo,
        substring(m.chave_acesso from 23 for 3)::int::text as serie,
        substring(m.chave_acesso from 26 for 9)::int::text as numero, m.chave_acesso as chave,
        ${dia(sql`m.created_at`)} as data, substring(m.chave_acesso from 7 for 14) as parte_cpf_cnpj,
        null as parte_nome, null as cfops, null as valor,
        case m.tipo_evento when '210200' then 'Confirmação da Operação' when '210210' then 'Ciência da Operação'
          when '210220' then 'Desconhecimento da Operação' else 'Operação não Realizada' end as situacao
      from manifestacoes m
      where m.id = any(${arrayDeIds(ids)}::int[]) order by m.created_at, m.id`,
  },
} as const;

export type TipoDeDocumento = keyof typeof TIPOS_DE_DOCUMENTO;

/** The ids of one kind in the period, in export order: a few bytes each, so a month's list is small. */
export async function idsDoPeriodo(db: Database, tipo: TipoDeDocumento, periodo: PeriodoExportacao) {
  const { rows } = await db.execute<{ id: number }>(TIPOS_DE_DOCUMENTO[tipo].ids(periodo));
  return rows.map((r) => r.id);
}

/** One batch of documents with their XML (the only large column), in the order of the ids' query. */
export async function documentosPorIds(db: Database, tipo: TipoDeDocumento, ids: number[]) {
  const { rows } = await db.execute<DocumentoExportado>(TIPOS_DE_DOCUMENTO[tipo].linhas(ids));
  return rows;
}

import type { TPreviaProducao } from '@erp/contracts/fiscal';
import { Notice } from '../../../components/ui/notice';
import { formatBRL, formatKgExato } from '../../../lib/format';

const nomeDoDocumento = (d: { tipo: string; numero: number | null; serie: number | null }) =>
  `${d.tipo} nº ${d.numero ?? 's/n'}${d.serie === null ? '' : `/${d.serie}`}`;

/**
 * What the test documents changed in the books and the confirmation gives back: kg to each remessa, stock to
 * each product, receivables cancelled. Test documents still waiting for an answer block the change.
 */
export function PreviaProducao({ previa }: { previa: TPreviaProducao }) {
  if (previa.pendentes.length > 0) {
    return (
      <Notice>
        {`Aguarde a resposta destes documentos de teste antes de mudar para produção: ${previa.pendentes
          .map((p) => `${nomeDoDocumento(p)} (${p.motivo})`)
          .join('; ')}.`}
      </Notice>
    );
  }
  if (previa.documentos.length === 0) {
    return <p>Nenhum documento de teste alterou estoque, saldos de remessas ou contas a receber.</p>;
  }
  return (
    <div className="previa-producao" data-testid="previa-producao">
      <p>
        {`${previa.documentos.length} documento(s) de teste (simulação ou homologação) mudaram os registros da empresa. Ao confirmar, estes efeitos são estornados; os documentos continuam listados, marcados como teste, e não contam mais em produção.`}
      </p>
      {previa.remessas.length > 0 && (
        <section>
          <h3 className="certificado-ambiente__subtitulo">Saldo devolvido às remessas</h3>
          <ul>
            {previa.remessas.map((r) => (
              <li key={r.id_item_entrada}>
                {`NF-e de entrada ${r.numero_nf}/${r.serie} (${r.cliente}), ${r.descricao}: +${formatKgExato(r.kg)}`}
              </li>
            ))}
          </ul>
        </section>
      )}
      {previa.estoque.length > 0 && (
        <section>
          <h3 className="certificado-ambiente__subtitulo">Estoque devolvido</h3>
          <ul>
            {previa.estoque.map((e) => (
              <li key={e.id_produto}>{`${e.produto}: +${formatKgExato(e.kg)}`}</li>
            ))}
          </ul>
        </section>
      )}
      {previa.recebiveis.length > 0 && (
        <section>
          <h3 className="certificado-ambiente__subtitulo">Contas a receber canceladas</h3>
          <ul>
            {previa.recebiveis.map((r) => (
              <li key={r.id_lancamento}>
                {`${r.descricao}: ${formatBRL(r.valor)}${r.status === 'Pago' ? ' (a baixa feita em teste é desfeita)' : ''}`}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

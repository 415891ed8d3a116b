import type { TAliquotaIss, TValoresNfse } from '@erp/contracts/nfse';
import { Card } from '../../../components/ui/card';
import { formatBRL, formatPercent } from '../../../lib/format';

type Linha = { rotulo: string; valor: string | null; isTotal?: boolean };

function linhasDaPrevia(v: TValoresNfse | null): Linha[] {
  const issRotulo = v ? `ISS (${formatPercent(v.aliquota_iss)})${v.iss_retido ? ' - retido' : ''}` : 'ISS';
  return [
    { rotulo: 'Valor do Serviço', valor: v?.valor_servico ?? null },
    { rotulo: 'Deduções', valor: v?.valor_deducoes ?? null },
    { rotulo: 'Base de Cálculo', valor: v?.valor_base_calculo ?? null },
    { rotulo: issRotulo, valor: v?.valor_iss ?? null },
    { rotulo: 'PIS retido', valor: v?.valor_pis ?? null },
    { rotulo: 'COFINS retido', valor: v?.valor_cofins ?? null },
    { rotulo: 'CSLL retido', valor: v?.valor_csll ?? null },
    { rotulo: 'IR retido', valor: v?.valor_irrf ?? null },
    { rotulo: 'INSS retido', valor: v?.valor_inss ?? null },
    { rotulo: 'Total de Retenções', valor: v?.valor_retencoes ?? null },
    { rotulo: 'Valor Líquido', valor: v?.valor_liquido ?? null, isTotal: true },
  ];
}

/**
 * The values the NFS-e will carry, recomputed on every keystroke by the contract's calcularValoresNfse: the same
 * decimal arithmetic the API stores and sends, so what is shown here is what the tomador is billed.
 */
export function PreviaValores({
  valores,
  aliquota,
}: {
  valores: TValoresNfse | null;
  /** Where the ISS rate comes from; the Sefin applies the municipality's where the DPS may not carry one. */
  aliquota?: TAliquotaIss | undefined;
}) {
  return (
    <Card title="Prévia dos Valores" className="nfse-previa">
      <div>
        <table className="nfse-previa__tabela">
          <caption className="visually-hidden">Prévia dos Valores</caption>
          <tbody>
            {linhasDaPrevia(valores).map((linha) => (
              <tr key={linha.rotulo} className={linha.isTotal ? 'nfse-previa__total' : undefined}>
                <th scope="row">{linha.rotulo}</th>
                <td className="num">{linha.valor === null ? '—' : formatBRL(linha.valor)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {!valores && (
          <p className="field__hint">
            Escolha o serviço e informe a quantidade ou o valor para ver os valores.
          </p>
        )}
        {valores && (
          <p className="field__hint">
            {valores.iss_retido
              ? 'O ISS é retido pelo tomador e descontado do valor líquido.'
              : 'O ISS não é retido: é recolhido pelo prestador e não altera o valor líquido.'}
          </p>
        )}
        {valores && aliquota?.origem === 'municipio' && (
          <p className="field__hint">Alíquota do ISS parametrizada pelo município na Sefin Nacional.</p>
        )}
        {valores && aliquota?.aviso && (
          <p className="field__hint" role="status">
            {aliquota.aviso} A prévia usa a alíquota do serviço; a NFS-e autorizada pode trazer outra.
          </p>
        )}
      </div>
    </Card>
  );
}

import type { TPrazosMaterialTerceiros } from '@erp/contracts/material-terceiros';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Notice } from '../../../components/ui/notice';
import { serverErrorText } from '../../../lib/server-errors';
import { usePrazosMaterialTerceiros } from '../api/prazos-material-terceiros';
import { usePrazosForm } from '../hooks/use-prazos-form';
import { CelulaDias, LinhaUf } from './prazos-celulas';
import './prazos-material-terceiros.css';

/**
 * Preferências > Dados da Empresa: how long clients' material may stay here with the ICMS suspended, the
 * default for every UF (180 + 180 days) and the states whose RICMS differs. Only an administrator edits it.
 */
export function PrazosMaterialTerceirosCard({ isReadOnly }: { isReadOnly: boolean }) {
  const prazos = usePrazosMaterialTerceiros();
  return (
    <Card title="Prazos de Material de Terceiros">
      {prazos.isPending && <p aria-busy="true">Carregando...</p>}
      {prazos.isError && <Notice>{serverErrorText(prazos.error, 'Falha ao carregar os prazos.')}</Notice>}
      {prazos.data && (
        <PrazosForm key={JSON.stringify(prazos.data)} inicial={prazos.data} isReadOnly={isReadOnly} />
      )}
    </Card>
  );
}

function PrazosForm({ inicial, isReadOnly }: { inicial: TPrazosMaterialTerceiros; isReadOnly: boolean }) {
  const { register, errors, falha, isSalvando, onSubmit, linhas, adicionarUf, removerUf } =
    usePrazosForm(inicial);

  return (
    <form className="prazos-material" onSubmit={onSubmit} noValidate>
      <p className="prazos-material__ajuda">
        Dias contados da emissão da remessa do cliente. A prorrogação depende de pedido ao fisco: o relatório
        mostra a data limite com ela só como informação.
      </p>
      <table className="prazos-material__tabela">
        <thead>
          <tr>
            <th scope="col">UF do cliente</th>
            <th scope="col">Prazo (dias)</th>
            <th scope="col">Prorrogação (dias)</th>
            {!isReadOnly && <th scope="col" aria-label="Ações" />}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Todas as demais</th>
            <CelulaDias
              rotulo="Prazo padrão (dias)"
              registro={register('padrao.prazo_dias')}
              erro={errors.padrao?.prazo_dias?.message}
              isReadOnly={isReadOnly}
            />
            <CelulaDias
              rotulo="Prorrogação padrão (dias)"
              registro={register('padrao.prorrogacao_dias')}
              erro={errors.padrao?.prorrogacao_dias?.message}
              isReadOnly={isReadOnly}
            />
            {!isReadOnly && <td />}
          </tr>
          {linhas.map((linha, i) => (
            <LinhaUf
              key={linha.id}
              indice={i}
              registro={{
                uf: register(`por_uf.${i}.uf`),
                prazo: register(`por_uf.${i}.prazo_dias`),
                prorrogacao: register(`por_uf.${i}.prorrogacao_dias`),
              }}
              erros={{
                uf: errors.por_uf?.[i]?.uf?.message,
                prazo: errors.por_uf?.[i]?.prazo_dias?.message,
                prorrogacao: errors.por_uf?.[i]?.prorrogacao_dias?.message,
              }}
              isReadOnly={isReadOnly}
              onRemover={() => removerUf(i)}
            />
          ))}
        </tbody>
      </table>
      {falha && <Notice>{falha}</Notice>}
      {!isReadOnly && (
        <div className="prazos-material__botoes">
          <Button variant="secondary" onClick={adicionarUf}>
            Adicionar UF
          </Button>
          <Button type="submit" isLoading={isSalvando} loadingText="Salvando...">
            Salvar Prazos
          </Button>
        </div>
      )}
    </form>
  );
}

import type { TAnoIbsCbs } from '@erp/contracts/tabela-ibs-cbs';
import { useState } from 'react';
import { PageHeader } from '../../../components/layout/page-header';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { serverErrorText } from '../../../lib/server-errors';
import { useTabelaIbsCbs } from '../api/buscar-tabela-ibs-cbs';
import { AnoIbsCbsFormModal } from './ano-ibs-cbs-form-modal';
import { AnosIbsCbsTable } from './anos-ibs-cbs-table';
import { HistoricoIbsCbs } from './historico-ibs-cbs';
import './tabela-ibs-cbs.css';

/** The modal's state: closed, a new year, or the year being edited. */
type Alvo = { ano?: TAnoIbsCbs } | null;

/**
 * Preferências > Tabela IBS/CBS: the rates of IBS and CBS each year of the tax reform's transition, read by every
 * NF-e of that year of emission. Everyone reads it; only an administrator adds or changes a year and sees the history.
 */
export function TabelaIbsCbsScreen({ isAdmin }: { isAdmin: boolean }) {
  const tabelaQuery = useTabelaIbsCbs();
  const [alvo, setAlvo] = useState<Alvo>(null);
  const anos = tabelaQuery.data?.anos;

  return (
    <div className="stack tabela-ibs-cbs">
      <PageHeader
        title="Tabela IBS/CBS"
        actions={isAdmin && anos ? <Button onClick={() => setAlvo({})}>Novo ano</Button> : undefined}
      />
      <div className="tabela-ibs-cbs__explicacao">
        <p>
          Esta tabela define, para cada ano de emissão (data de Brasília), as alíquotas de IBS e CBS de todas
          as NF-e emitidas nesse ano. As notas já emitidas mantêm os valores gravados no próprio XML; um
          rascunho recebe os valores novos quando é salvo de novo.
        </p>
        <p>
          Um ano sem linha nesta tabela impede salvar ou emitir NF-e desse ano.
          {isAdmin
            ? ' Cadastre o ano seguinte antes de 1º de janeiro.'
            : ' Somente um administrador pode incluir ou alterar um ano.'}
        </p>
      </div>
      {tabelaQuery.isError ? (
        <Notice>{serverErrorText(tabelaQuery.error, 'Falha ao carregar a tabela IBS/CBS.')}</Notice>
      ) : (
        <AnosIbsCbsTable
          anos={anos}
          isLoading={tabelaQuery.isPending}
          onEdit={isAdmin ? (ano) => setAlvo({ ano }) : undefined}
        />
      )}
      {isAdmin && <HistoricoIbsCbs />}
      {alvo && anos && <AnoIbsCbsFormModal ano={alvo.ano} anos={anos} onClose={() => setAlvo(null)} />}
    </div>
  );
}

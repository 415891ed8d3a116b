import { Card } from '../../../components/ui/card';
import { Notice } from '../../../components/ui/notice';
import { serverErrorText } from '../../../lib/server-errors';
import { useBackup } from '../api/buscar-backup';
import { textoDoAtraso, textoDoUltimoBackup } from '../utils/texto-do-backup';

/** Preferências > Dados da Empresa, for administrators: when the database was last backed up, and where. */
export function BackupCard() {
  const backup = useBackup();
  const info = backup.data;
  const atraso = info ? textoDoAtraso(info) : null;
  return (
    <Card title="Backup do banco de dados">
      <div className="stack">
        {backup.isPending && <p aria-busy="true">Carregando...</p>}
        {backup.isError && (
          <Notice>{serverErrorText(backup.error, 'Falha ao carregar a situação do backup.')}</Notice>
        )}
        {info && (
          <>
            <p>
              <strong>{textoDoUltimoBackup(info)}</strong>
            </p>
            {atraso && info.ultimo_backup && <Notice>{atraso}</Notice>}
            <p>
              Pasta no servidor: <code>{info.pasta}</code>
            </p>
            <p>
              {info.automatico
                ? `O sistema faz um backup por dia às ${String(info.hora).padStart(2, '0')}:00 (horário de ` +
                  'Brasília; se estiver desligado, assim que voltar) e ao ser encerrado, se o último tiver mais ' +
                  'de um dia. Guarda os 14 últimos dias e um por mês dos 12 últimos meses. Copie-os também para ' +
                  'fora deste computador, com o arquivo .key ao lado de cada um.'
                : 'O sistema não faz backups sozinho nesta instalação (PostgreSQL externo em DATABASE_URL, ou ' +
                  'BACKUP_AUTOMATICO=false): o backup do banco de dados é feito por quem administra o servidor; ' +
                  'npm run backup faz um nesta pasta quando pedido.'}
            </p>
          </>
        )}
      </div>
    </Card>
  );
}

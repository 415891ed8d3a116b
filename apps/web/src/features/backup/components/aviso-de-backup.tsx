import { Notice } from '../../../components/ui/notice';
import { useBackup } from '../api/buscar-backup';
import { textoDoAtraso, textoDoUltimoBackup } from '../utils/texto-do-backup';

/**
 * The dashboard's warning, for administrators, when the app's own daily backup has not run for two days (or
 * never): nothing otherwise, nor while loading, nor with DATABASE_URL, where backups are the operator's job.
 */
export function AvisoDeBackup() {
  const { data } = useBackup();
  const atraso = data ? textoDoAtraso(data) : null;
  if (!data || !atraso) return null;
  return (
    <Notice>
      {atraso}
      {data.ultimo_backup && ` ${textoDoUltimoBackup(data)}.`} Veja Preferências &gt; Dados da Empresa.
    </Notice>
  );
}

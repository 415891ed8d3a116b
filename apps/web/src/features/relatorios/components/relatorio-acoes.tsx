import { Button } from '../../../components/ui/button';
import { type ExportacaoCsv, useExportarCsv } from '../api/exportar-csv';

/** The header buttons of every report: print (controls are hidden on paper) and CSV export. */
export function RelatorioAcoes({ exportacao }: { exportacao: ExportacaoCsv }) {
  const exportar = useExportarCsv();
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => exportar.mutate(exportacao)}
        isLoading={exportar.isPending}
        loadingText="Exportando..."
      >
        Exportar CSV
      </Button>
      <Button variant="secondary" onClick={() => window.print()}>
        Imprimir
      </Button>
    </>
  );
}

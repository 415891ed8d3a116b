import { MODOS_FISCAIS, type TAmbienteFiscal, type TModoFiscal } from '@erp/contracts/fiscal';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/field-controls';
import { Notice } from '../../../components/ui/notice';
import { serverErrorText } from '../../../lib/server-errors';
import { useAlterarAmbienteFiscal } from '../api/alterar-ambiente-fiscal';
import { ConfirmarProducaoModal } from './confirmar-producao-modal';

const NOMES: Record<TModoFiscal, string> = {
  simulacao: 'Simulação (simulador da SEFAZ, sem valor fiscal)',
  homologacao: 'Homologação (ambiente de testes da SEFAZ, sem valor fiscal)',
  producao: 'Produção (notas com valor fiscal)',
};

/**
 * Where the company's documents go. Homologação and produção need a valid certificate (the server refuses
 * otherwise and says why); produção asks for an explicit confirmation first.
 */
export function AmbienteFiscalForm({ ambiente }: { ambiente: TAmbienteFiscal }) {
  const [escolhido, setEscolhido] = useState<TModoFiscal>(ambiente.modo);
  const [isConfirmando, setConfirmando] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const [alterado, setAlterado] = useState<string | null>(null);
  const alteracao = useAlterarAmbienteFiscal();

  function alterar(confirmacao?: boolean) {
    setErro(null);
    setAlterado(null);
    alteracao.mutate(
      { modo: escolhido, ...(confirmacao ? { confirmacao } : {}) },
      {
        onSuccess: (novo) => {
          setConfirmando(false);
          setAlterado(`Ambiente fiscal alterado. ${novo.rotulo}.`);
        },
        onError: (error) => {
          setConfirmando(false);
          setErro(serverErrorText(error, 'Não foi possível alterar o ambiente fiscal.'));
        },
      },
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (escolhido === ambiente.modo) return;
    if (escolhido === 'producao') setConfirmando(true);
    else alterar();
  }

  return (
    <form className="certificado-ambiente__parte" onSubmit={onSubmit} noValidate>
      {alterado && (
        <Notice tone="info" onDismiss={() => setAlterado(null)}>
          {alterado}
        </Notice>
      )}
      <p>
        Em uso: <strong>{ambiente.rotulo}</strong>. {ambiente.descricao}
      </p>
      <div className="certificado-ambiente__campos">
        <Field
          label="Ambiente de emissão"
          error={erro ?? undefined}
          hint="Homologação e produção exigem o certificado digital A1 válido da empresa."
        >
          <Select value={escolhido} onChange={(e) => setEscolhido(e.target.value as TModoFiscal)}>
            {MODOS_FISCAIS.map((modo) => (
              <option key={modo} value={modo}>
                {NOMES[modo]}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div>
        <Button
          type="submit"
          variant="secondary"
          disabled={escolhido === ambiente.modo}
          isLoading={alteracao.isPending && !isConfirmando}
          loadingText="Alterando..."
        >
          Alterar ambiente
        </Button>
      </div>
      <ConfirmarProducaoModal
        isOpen={isConfirmando}
        isPending={alteracao.isPending}
        onConfirm={() => alterar(true)}
        onClose={() => setConfirmando(false)}
      />
    </form>
  );
}

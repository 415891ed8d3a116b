import {
  MODOS_FISCAIS,
  type TAmbienteFiscal,
  type TModoFiscal,
  ZAlterarAmbienteFiscal,
} from '@erp/contracts/fiscal';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/field-controls';
import { Notice } from '../../../components/ui/notice';
import { useFormulario } from '../../../lib/use-formulario';
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
  const form = useFormulario({ schema: ZAlterarAmbienteFiscal, defaultValues: { modo: ambiente.modo } });
  const escolhido = form.watch('modo');
  const [isConfirmando, setConfirmando] = useState(false);
  const [alterado, setAlterado] = useState<string | null>(null);
  const alteracao = useAlterarAmbienteFiscal();

  function alterar(confirmacao?: boolean) {
    form.limparFalha();
    setAlterado(null);
    alteracao.mutate(
      { modo: form.getValues('modo'), ...(confirmacao ? { confirmacao } : {}) },
      {
        onSuccess: (novo) => {
          setConfirmando(false);
          setAlterado(`Ambiente fiscal alterado. ${novo.rotulo}.`);
        },
        onError: (error) => {
          setConfirmando(false);
          form.falhou(error, 'Não foi possível alterar o ambiente fiscal.');
        },
      },
    );
  }

  const onSubmit = form.handleSubmit(({ modo }) => {
    if (modo === ambiente.modo) return;
    if (modo === 'producao') setConfirmando(true);
    else alterar();
  });

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
          error={form.falha ?? undefined}
          hint="Homologação e produção exigem o certificado digital A1 válido da empresa."
        >
          <Select {...form.register('modo')}>
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

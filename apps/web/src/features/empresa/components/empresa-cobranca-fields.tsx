import { FormSection } from '../../../components/ui/form-section';
import type { EmpresaForm } from './empresa-form-values';

/**
 * 'Boleto automático': each receivable of an authorised NF-e gets its boleto, sent with the note's e-mail. The server
 * refuses to switch it on while the default bank account cannot issue boletos, and says what it lacks.
 */
export function EmpresaCobrancaFields({ form }: { form: EmpresaForm }) {
  return (
    <FormSection title="Cobrança">
      <label className="form-check form-grid__wide">
        <input
          type="checkbox"
          {...form.register('boleto_automatico')}
          aria-describedby="boleto-automatico-dica"
        />
        Gerar o boleto automaticamente ao autorizar a NF-e
      </label>
      <p id="boleto-automatico-dica" className="field__hint form-grid__wide">
        Cada conta a receber da nota ganha seu boleto, enviado em PDF no e-mail da NF-e ao cliente. Usa a
        conta bancária padrão (Financeiro &gt; Contas bancárias), com carteira e convênio.
      </p>
    </FormSection>
  );
}

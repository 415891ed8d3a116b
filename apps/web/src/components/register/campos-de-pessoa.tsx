import type { CampoRegistrado } from '../../lib/campo-do-formulario';
import { withMask } from '../../lib/masked-registration';
import { maskCpfCnpj, maskTelefone } from '../../lib/masks';
import { Field } from '../ui/field';
import { Input } from '../ui/field-controls';

type CamposDeNomeProps = {
  razaoSocial: CampoRegistrado;
  nomeFantasia: CampoRegistrado;
  /** The trade name on a row of its own (a client's, a supplier's) or beside the CNPJ (the company's). */
  isFantasiaLarga?: boolean;
};

/** 'Razão Social' (required) and 'Nome Fantasia' of a client, a supplier or the company: 150 characters each. */
export function CamposDeNome({ razaoSocial, nomeFantasia, isFantasiaLarga = true }: CamposDeNomeProps) {
  return (
    <>
      <Field label="Razão Social" error={razaoSocial.erro} isRequired className="form-grid__wide">
        <Input {...razaoSocial.registro} maxLength={150} />
      </Field>
      <Field
        label="Nome Fantasia"
        error={nomeFantasia.erro}
        className={isFantasiaLarga ? 'form-grid__wide' : undefined}
      >
        <Input {...nomeFantasia.registro} maxLength={150} />
      </Field>
    </>
  );
}

/** 'CNPJ/CPF' masked as it is typed. */
export function CampoCpfCnpj({
  campo,
  isRequired = false,
}: {
  campo: CampoRegistrado;
  isRequired?: boolean;
}) {
  return (
    <Field label="CNPJ/CPF" error={campo.erro} isRequired={isRequired}>
      <Input {...withMask(campo.registro, maskCpfCnpj)} autoComplete="off" />
    </Field>
  );
}

/** 'Telefone' masked as it is typed. */
export function CampoTelefone({ campo }: { campo: CampoRegistrado }) {
  return (
    <Field label="Telefone" error={campo.erro}>
      <Input type="tel" {...withMask(campo.registro, maskTelefone)} />
    </Field>
  );
}

import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/field-controls';
import { useServicosDaOrdem } from '../api/buscar-opcoes-da-ordem';

type CampoServicoDaOrdemProps = {
  registro: UseFormRegisterReturn;
  erro: string | undefined;
  /** What an empty choice means here. */
  dica: string;
  /** The first option, the empty choice: 'Nenhum' on the order, 'O da ordem' on a pointing. */
  vazio: string;
};

/** 'Serviço (5124)': the industrialização services an order or one of its outputs may be billed by. */
export function CampoServicoDaOrdem({ registro, erro, dica, vazio }: CampoServicoDaOrdemProps) {
  const servicos = useServicosDaOrdem();
  return (
    <Field label="Serviço (5124)" error={erro} hint={dica}>
      <Select {...registro}>
        <option value="">{vazio}</option>
        {servicos.data?.map((s) => (
          <option key={s.id} value={s.id}>
            {s.descricao}
          </option>
        ))}
      </Select>
    </Field>
  );
}

import type { TPrazosMaterialTerceiros } from '@erp/contracts/material-terceiros';
import { useFieldArray } from 'react-hook-form';
import { useFormulario } from '../../../lib/use-formulario';
import { useSalvarPrazosMaterialTerceiros } from '../api/prazos-material-terceiros';
import { CAMPOS_DOS_PRAZOS, novaLinhaUf, SCHEMA_DOS_PRAZOS, valoresDosPrazos } from '../utils/prazos-form';

/**
 * The state of the deadlines' table: the default row and the UF rows as typed, checked by the contract's schema;
 * the server's reasons go under their cells, or above the buttons when none names a cell.
 */
export function usePrazosForm(inicial: TPrazosMaterialTerceiros) {
  const salvar = useSalvarPrazosMaterialTerceiros();
  const form = useFormulario({
    schema: SCHEMA_DOS_PRAZOS,
    defaultValues: valoresDosPrazos(inicial),
    camposDoServidor: CAMPOS_DOS_PRAZOS,
    falhaSoSemCampos: true,
  });
  const linhas = useFieldArray({ control: form.control, name: 'por_uf' });

  const onSubmit = form.handleSubmit((prazos) => {
    form.limparFalha();
    salvar.mutate(
      prazos,
      form.respostas(() => window.alert('Prazos salvos com sucesso!'), {
        fallback: 'Falha ao salvar os prazos.',
      }),
    );
  });

  return {
    register: form.register,
    errors: form.formState.errors,
    falha: form.falha,
    isSalvando: salvar.isPending,
    onSubmit,
    linhas: linhas.fields,
    adicionarUf: () => linhas.append(novaLinhaUf(form.getValues('padrao'))),
    removerUf: linhas.remove,
  };
}

import { calcularValoresNfse, discriminacaoSugerida } from '@erp/contracts/nfse';
import type { TServico } from '@erp/contracts/servicos';
import { useRef, useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { todayIso } from '../../../lib/dates';
import { useAliquotaIss } from '../api/buscar-aliquota-iss';
import { useNfesAutorizadasDoTomador } from '../api/buscar-nfes-referencia';
import { useServicos, useTomadores } from '../api/buscar-opcoes';
import { proximaDiscriminacao } from '../utils/discriminacao';
import {
  entradaDosValores,
  type FormularioNfse,
  formularioVazio,
  validarFormulario,
} from '../utils/formulario-nfse';
import { vencimentoPadrao } from '../utils/vencimento';

// The key only has to be a valid UUID here: the real one is set when the emission is confirmed.
const CHAVE_DE_VALIDACAO = '00000000-0000-4000-8000-000000000000';

/** The contract's schema as the form's resolver, each message under its input; `servico` is the chosen one. */
function resolverCom(servico: () => TServico | undefined): Resolver<FormularioNfse> {
  return (values) => {
    const resultado = validarFormulario(values, CHAVE_DE_VALIDACAO, servico());
    if (resultado.ok) return { values, errors: {} };
    const errors: FieldErrors<FormularioNfse> = {};
    for (const [campo, message] of Object.entries(resultado.erros)) {
      errors[campo as keyof FormularioNfse] = { type: 'validation', message };
    }
    return { values: {}, errors };
  };
}

/**
 * The emission form's state: the dropdown lists, the chosen tomador and service, the discriminação that follows
 * the service and quantity until the user writes their own, and the live values from the shared
 * calcularValoresNfse (the same function the API stores and sends).
 */
export function useFormularioNfse() {
  const tomadoresQuery = useTomadores();
  const servicosQuery = useServicos();
  // Read by the resolver when it validates: the deductions are checked against kg x this service's price.
  const servicoEscolhido = useRef<TServico | undefined>(undefined);
  const [resolver] = useState(() => resolverCom(() => servicoEscolhido.current));
  const form = useForm<FormularioNfse>({ resolver, defaultValues: formularioVazio(todayIso()) });
  const [sugestao, setSugestao] = useState('');

  const valores = form.watch();
  const nfesQuery = useNfesAutorizadasDoTomador(valores.id_cliente);
  const tomadores = tomadoresQuery.data ?? [];
  const servicos = servicosQuery.data ?? [];
  const tomador = tomadores.find((c) => String(c.id) === valores.id_cliente);
  const servico = servicos.find((s) => String(s.id) === valores.id_servico);
  servicoEscolhido.current = servico;
  const aliquotaQuery = useAliquotaIss(
    servico ? String(servico.id) : '',
    valores.iss_retido,
    valores.data_competencia,
  );
  const aliquotaIss = aliquotaQuery.data;
  // With the rate the NFS-e will apply (the municipality's, where the DPS may not carry the service's), and
  // none until it is known: a preview at the service's rate would show an ISS the note will not carry.
  const entrada = aliquotaIss
    ? entradaDosValores(valores, servico && { ...servico, aliquota_iss: aliquotaIss.aliquota_iss })
    : null;
  const previa = entrada ? calcularValoresNfse(entrada) : null;
  const nfesDoTomador = tomador ? (nfesQuery.data ?? []) : [];

  function atualizarDiscriminacao() {
    const atuais = form.getValues();
    const escolhido = servicos.find((s) => String(s.id) === atuais.id_servico);
    const quantidade = atuais.cobranca === 'quantidade' ? atuais.quantidade.trim().replace(',', '.') : null;
    const nova = escolhido ? discriminacaoSugerida(escolhido, quantidade) : '';
    const texto = proximaDiscriminacao(atuais.discriminacao, sugestao, nova);
    if (texto !== atuais.discriminacao)
      form.setValue('discriminacao', texto, { shouldValidate: form.formState.isSubmitted });
    setSugestao(nova);
  }

  /** A new tomador: its payment term gives the due date, and another client's NF-e is no reference. */
  function escolherTomador() {
    const id = form.getValues('id_cliente');
    const escolhido = tomadores.find((c) => String(c.id) === id);
    form.setValue('data_vencimento', escolhido ? vencimentoPadrao(escolhido) : '');
    form.setValue('id_nfe_referencia', '');
  }

  function recomecar() {
    form.reset(formularioVazio(todayIso()));
    setSugestao('');
  }

  const erroListas = tomadoresQuery.error ?? servicosQuery.error ?? nfesQuery.error ?? aliquotaQuery.error;

  return {
    form,
    tomadores,
    servicos,
    tomador,
    servico,
    previa,
    aliquotaIss,
    nfesDoTomador,
    isCarregandoListas: tomadoresQuery.isPending || servicosQuery.isPending,
    isCarregandoNfes: nfesQuery.isLoading,
    erroListas,
    atualizarDiscriminacao,
    escolherTomador,
    recomecar,
  };
}

export type FormularioNfseState = ReturnType<typeof useFormularioNfse>;

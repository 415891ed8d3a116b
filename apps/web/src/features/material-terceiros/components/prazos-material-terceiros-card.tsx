import { SIGLAS_UF } from '@erp/contracts/fields';
import type { TPrazosMaterialTerceiros } from '@erp/contracts/material-terceiros';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input, Select } from '../../../components/ui/field-controls';
import { Notice } from '../../../components/ui/notice';
import { isApiError } from '../../../lib/api-error';
import { serverErrorText } from '../../../lib/server-errors';
import {
  usePrazosMaterialTerceiros,
  useSalvarPrazosMaterialTerceiros,
} from '../api/prazos-material-terceiros';
import './prazos-material-terceiros.css';

type Uf = (typeof SIGLAS_UF)[number];
/** A row as typed: days as text until saved, so a cleared input is not 0. */
type Linha = { uf: Uf | ''; prazo_dias: string; prorrogacao_dias: string };

const paraLinha = (l: { prazo_dias: number; prorrogacao_dias: number; uf?: Uf }): Linha => ({
  uf: l.uf ?? '',
  prazo_dias: String(l.prazo_dias),
  prorrogacao_dias: String(l.prorrogacao_dias),
});

/**
 * Preferências > Dados da Empresa: how long clients' material may stay here with the ICMS suspended, the
 * default for every UF (180 + 180 days) and the states whose RICMS differs. Only an administrator edits it.
 */
export function PrazosMaterialTerceirosCard({ isReadOnly }: { isReadOnly: boolean }) {
  const prazos = usePrazosMaterialTerceiros();
  return (
    <Card title="Prazos de Material de Terceiros">
      {prazos.isPending && <p aria-busy="true">Carregando...</p>}
      {prazos.isError && <Notice>{serverErrorText(prazos.error, 'Falha ao carregar os prazos.')}</Notice>}
      {prazos.data && (
        <PrazosForm key={JSON.stringify(prazos.data)} inicial={prazos.data} isReadOnly={isReadOnly} />
      )}
    </Card>
  );
}

function PrazosForm({ inicial, isReadOnly }: { inicial: TPrazosMaterialTerceiros; isReadOnly: boolean }) {
  const [padrao, setPadrao] = useState(paraLinha(inicial.padrao));
  const [porUf, setPorUf] = useState(inicial.por_uf.map(paraLinha));
  const salvar = useSalvarPrazosMaterialTerceiros();
  const erros = new Map(
    isApiError(salvar.error) && Array.isArray(salvar.error.details)
      ? salvar.error.details.map((d) => [d.campo, d.mensagem] as const)
      : [],
  );

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Days go as typed: the server validates them and answers under the field.
    salvar.mutate(
      {
        padrao: { prazo_dias: padrao.prazo_dias, prorrogacao_dias: padrao.prorrogacao_dias },
        por_uf: porUf.map((l) => ({
          uf: l.uf,
          prazo_dias: l.prazo_dias,
          prorrogacao_dias: l.prorrogacao_dias,
        })),
      } as unknown as TPrazosMaterialTerceiros,
      { onSuccess: () => window.alert('Prazos salvos com sucesso!') },
    );
  }

  const alterarUf = (i: number, campo: keyof Linha, valor: string) =>
    setPorUf((atual) => atual.map((l, n) => (n === i ? { ...l, [campo]: valor } : l)));
  const erro = (campo: string) => erros.get(campo);

  return (
    <form className="prazos-material" onSubmit={handleSubmit} noValidate>
      <p className="prazos-material__ajuda">
        Dias contados da emissão da remessa do cliente. A prorrogação depende de pedido ao fisco: o relatório
        mostra a data limite com ela só como informação.
      </p>
      <table className="prazos-material__tabela">
        <thead>
          <tr>
            <th scope="col">UF do cliente</th>
            <th scope="col">Prazo (dias)</th>
            <th scope="col">Prorrogação (dias)</th>
            {!isReadOnly && <th scope="col" aria-label="Ações" />}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Todas as demais</th>
            <Dias
              rotulo="Prazo padrão (dias)"
              valor={padrao.prazo_dias}
              erro={erro('padrao.prazo_dias')}
              isReadOnly={isReadOnly}
              onChange={(v) => setPadrao((p) => ({ ...p, prazo_dias: v }))}
            />
            <Dias
              rotulo="Prorrogação padrão (dias)"
              valor={padrao.prorrogacao_dias}
              erro={erro('padrao.prorrogacao_dias')}
              isReadOnly={isReadOnly}
              onChange={(v) => setPadrao((p) => ({ ...p, prorrogacao_dias: v }))}
            />
            {!isReadOnly && <td />}
          </tr>
          {porUf.map((l, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved, and a UF may be chosen twice.
            <tr key={i}>
              <td>
                <Select
                  aria-label={`UF da linha ${i + 1}`}
                  value={l.uf}
                  disabled={isReadOnly}
                  aria-invalid={erro(`por_uf.${i}.uf`) ? true : undefined}
                  onChange={(e) => alterarUf(i, 'uf', e.target.value)}
                >
                  <option value="">Selecione</option>
                  {SIGLAS_UF.map((uf) => (
                    <option key={uf} value={uf}>
                      {uf}
                    </option>
                  ))}
                </Select>
                {erro(`por_uf.${i}.uf`) && (
                  <span className="prazos-material__erro">{erro(`por_uf.${i}.uf`)}</span>
                )}
              </td>
              <Dias
                rotulo={`Prazo da linha ${i + 1} (dias)`}
                valor={l.prazo_dias}
                erro={erro(`por_uf.${i}.prazo_dias`)}
                isReadOnly={isReadOnly}
                onChange={(v) => alterarUf(i, 'prazo_dias', v)}
              />
              <Dias
                rotulo={`Prorrogação da linha ${i + 1} (dias)`}
                valor={l.prorrogacao_dias}
                erro={erro(`por_uf.${i}.prorrogacao_dias`)}
                isReadOnly={isReadOnly}
                onChange={(v) => alterarUf(i, 'prorrogacao_dias', v)}
              />
              {!isReadOnly && (
                <td>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setPorUf((atual) => atual.filter((_, n) => n !== i))}
                  >
                    Remover
                  </Button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {salvar.isError && !erros.size && (
        <Notice>{serverErrorText(salvar.error, 'Falha ao salvar os prazos.')}</Notice>
      )}
      {!isReadOnly && (
        <div className="prazos-material__botoes">
          <Button
            variant="secondary"
            onClick={() =>
              setPorUf((atual) => [
                ...atual,
                { uf: '', prazo_dias: padrao.prazo_dias, prorrogacao_dias: padrao.prorrogacao_dias },
              ])
            }
          >
            Adicionar UF
          </Button>
          <Button type="submit" isLoading={salvar.isPending} loadingText="Salvando...">
            Salvar Prazos
          </Button>
        </div>
      )}
    </form>
  );
}

type DiasProps = {
  rotulo: string;
  valor: string;
  erro: string | undefined;
  isReadOnly: boolean;
  onChange: (valor: string) => void;
};

function Dias({ rotulo, valor, erro, isReadOnly, onChange }: DiasProps) {
  return (
    <td>
      <Input
        type="number"
        min={0}
        max={3650}
        step={1}
        inputMode="numeric"
        aria-label={rotulo}
        aria-invalid={erro ? true : undefined}
        value={valor}
        readOnly={isReadOnly}
        onChange={(e) => onChange(e.target.value)}
      />
      {erro && <span className="prazos-material__erro">{erro}</span>}
    </td>
  );
}

import { SIGLAS_UF } from '@erp/contracts/fields';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Input, Select } from '../../../components/ui/field-controls';

type DiasProps = {
  rotulo: string;
  registro: UseFormRegisterReturn;
  erro: string | undefined;
  isReadOnly: boolean;
};

/** A cell of days (0 to 3650) with the reason it was refused under it. */
export function CelulaDias({ rotulo, registro, erro, isReadOnly }: DiasProps) {
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
        readOnly={isReadOnly}
        {...registro}
      />
      {erro && <span className="prazos-material__erro">{erro}</span>}
    </td>
  );
}

type LinhaUfProps = {
  /** 0-based; the labels count from 1. */
  indice: number;
  registro: { uf: UseFormRegisterReturn; prazo: UseFormRegisterReturn; prorrogacao: UseFormRegisterReturn };
  erros: { uf?: string | undefined; prazo?: string | undefined; prorrogacao?: string | undefined };
  isReadOnly: boolean;
  onRemover: () => void;
};

/** A state whose RICMS differs from the default: its UF, days and extension. */
export function LinhaUf({ indice, registro, erros, isReadOnly, onRemover }: LinhaUfProps) {
  const n = indice + 1;
  return (
    <tr>
      <td>
        <Select
          aria-label={`UF da linha ${n}`}
          disabled={isReadOnly}
          aria-invalid={erros.uf ? true : undefined}
          {...registro.uf}
        >
          <option value="">Selecione</option>
          {SIGLAS_UF.map((uf) => (
            <option key={uf} value={uf}>
              {uf}
            </option>
          ))}
        </Select>
        {erros.uf && <span className="prazos-material__erro">{erros.uf}</span>}
      </td>
      <CelulaDias
        rotulo={`Prazo da linha ${n} (dias)`}
        registro={registro.prazo}
        erro={erros.prazo}
        isReadOnly={isReadOnly}
      />
      <CelulaDias
        rotulo={`Prorrogação da linha ${n} (dias)`}
        registro={registro.prorrogacao}
        erro={erros.prorrogacao}
        isReadOnly={isReadOnly}
      />
      {!isReadOnly && (
        <td>
          <Button variant="ghost" size="sm" onClick={onRemover}>
            Remover
          </Button>
        </td>
      )}
    </tr>
  );
}

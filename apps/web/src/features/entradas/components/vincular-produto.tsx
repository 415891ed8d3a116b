import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input, Select } from '../../../components/ui/field-controls';
import { useBuscarProdutos } from '../api/buscar-produtos';
import type { ProdutoFaltante } from '../hooks/use-importacao-xml';

type VincularProdutoProps = {
  produto: ProdutoFaltante;
  /** Added to the fields' names when the same code may be asked for several emitentes (a .zip). */
  sufixo: string;
  onEscolher: (produto: { id: number; nome: string }) => void;
  onCancelar: () => void;
};

/** Picks one of our products for the client's code; the link is remembered for the client's next notes. */
export function VincularProduto({ produto, sufixo, onEscolher, onCancelar }: VincularProdutoProps) {
  const [busca, setBusca] = useState('');
  const produtos = useBuscarProdutos(busca.trim());
  return (
    <div className="pendencias__vincular">
      <Input
        type="search"
        aria-label={`Buscar produto para ${produto.codigo_interno}${sufixo}`}
        placeholder="Buscar por nome ou código"
        value={busca}
        onChange={(e) => setBusca(e.target.value)}
      />
      <Select
        aria-label={`Produto existente para ${produto.codigo_interno}${sufixo}`}
        value=""
        onChange={(e) => {
          const escolhido = produtos.data?.find((p) => String(p.id) === e.target.value);
          if (escolhido) onEscolher({ id: escolhido.id, nome: escolhido.nome });
        }}
      >
        <option value="">
          {produtos.isPending ? 'Carregando...' : `${produtos.data?.length ?? 0} produto(s) encontrado(s)`}
        </option>
        {produtos.data?.map((p) => (
          <option key={p.id} value={p.id}>
            {`${p.codigo_interno} — ${p.nome}`}
          </option>
        ))}
      </Select>
      <Button size="sm" variant="ghost" onClick={onCancelar}>
        Cancelar
      </Button>
    </div>
  );
}

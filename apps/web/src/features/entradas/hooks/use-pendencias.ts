import type { TDestinoEntrada, TRespostasImportacaoEntrada } from '@erp/contracts/entradas';
import { useState } from 'react';
import { serverErrorText } from '../../../lib/server-errors';
import { useCadastrarProduto } from '../api/cadastrar-produto';
import {
  alterarKg,
  alterarProduto,
  chave,
  type GrupoDePendencias,
  type LinhaKg,
  type LinhaProduto,
  produtosPorCodigo,
  respostasDosGrupos,
  respostasIniciais,
  situacaoDasPendencias,
} from '../utils/pendencias-estado';

/**
 * The answers to an import's questions (utils/pendencias-estado.ts), 'Cadastrar todos' and the product being
 * linked; `importar` hands the answers of each group to `onImportar`.
 */
export function usePendencias(
  grupos: readonly GrupoDePendencias[],
  onImportar: (respostas: TRespostasImportacaoEntrada[]) => void,
) {
  const cadastrar = useCadastrarProduto();
  const [respostas, setRespostas] = useState(() => respostasIniciais(grupos));
  const [vinculando, setVinculando] = useState<string | null>(null);
  const [isCadastrando, setIsCadastrando] = useState(false);
  const [aviso, setAviso] = useState<string | null>(null);
  const situacao = situacaoDasPendencias(grupos, respostas);

  const mudarProduto = (grupo: string, codigo: string, mudanca: Partial<LinhaProduto>) =>
    setRespostas((r) => ({ ...r, produtos: alterarProduto(r.produtos, grupo, codigo, mudanca) }));
  const mudarKg = (grupo: string, codigo: string, mudanca: Partial<LinhaKg>) =>
    setRespostas((r) => ({ ...r, kgs: alterarKg(r.kgs, grupo, codigo, mudanca) }));
  const escolherDestino = (grupo: string, cfop: string, destino: TDestinoEntrada | '') =>
    setRespostas((r) => ({ ...r, destinos: { ...r.destinos, [chave(grupo, cfop)]: destino } }));

  async function cadastrarTodos() {
    setIsCadastrando(true);
    setAviso(null);
    let cadastrados = 0;
    for (const [codigo, linhas] of produtosPorCodigo(situacao.aCadastrar)) {
      const [linha] = linhas;
      if (!linha) continue;
      const marcar = (mudanca: Partial<LinhaProduto>) => {
        for (const l of linhas) mudarProduto(l.grupo, codigo, mudanca);
      };
      try {
        await cadastrar.mutateAsync({ nome: linha.produto.nome, codigo_interno: codigo, ncm: linha.ncm });
        marcar({ decisao: { tipo: 'cadastrado' }, erro: undefined });
        cadastrados += 1;
      } catch (error) {
        marcar({ erro: serverErrorText(error, 'Erro ao cadastrar produto.') });
      }
    }
    setIsCadastrando(false);
    if (cadastrados > 0) setAviso(`${cadastrados} produto(s) cadastrado(s) com sucesso!`);
  }

  return {
    respostas,
    ...situacao,
    vinculando,
    setVinculando,
    isCadastrando,
    aviso,
    fecharAviso: () => setAviso(null),
    mudarProduto,
    mudarKg,
    escolherDestino,
    cadastrarTodos,
    importar: () => onImportar(respostasDosGrupos(grupos, respostas)),
  };
}

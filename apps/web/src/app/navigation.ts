import type { Navigation } from '../components/layout/navigation';
import { TELA_DO_CHAO } from '../lib/perfil';

/** The 'Chão de fábrica' profile's whole menu: its one screen (the API refuses it everything else). */
export const NAVIGATION_CHAO: Navigation = {
  links: [{ to: TELA_DO_CHAO, label: 'Chão de Fábrica' }],
  groups: [],
};

/** The sidebar of SPEC §2, in its order and with its labels. */
export const NAVIGATION: Navigation = {
  links: [
    { to: '/dashboard', label: 'Dashboard' },
    { to: '/produtos', label: 'Produtos' },
    { to: '/clientes', label: 'Clientes' },
    { to: '/servicos', label: 'Serviços' },
    { to: '/entradas', label: 'Entradas (XML)' },
    { to: '/nfse/emitir', label: 'Emitir NFS-e' },
  ],
  groups: [
    {
      id: 'nfe',
      label: 'NF-e (Produto)',
      items: [
        { to: '/nfe/emitir', label: 'Emitir NF-e' },
        { to: '/nfe/listagem', label: 'Notas Emitidas' },
      ],
    },
    {
      id: 'producao',
      label: 'Produção',
      items: [
        { to: '/producao/ordens', label: 'Ordens de Industrialização' },
        { to: '/producao/chao', label: 'Chão de Fábrica' },
      ],
    },
    {
      id: 'financeiro',
      label: 'Financeiro',
      items: [
        { to: '/financeiro/contas-a-receber', label: 'Contas a Receber' },
        { to: '/financeiro/contas-a-pagar', label: 'Contas a Pagar' },
        { to: '/financeiro/fornecedores', label: 'Fornecedores' },
        { to: '/financeiro/contas-bancarias', label: 'Contas bancárias' },
        { to: '/financeiro/cobranca', label: 'Cobrança' },
        { to: '/financeiro/conciliacao', label: 'Conciliação' },
      ],
    },
    {
      id: 'relatorios',
      label: 'Relatórios',
      items: [
        { to: '/relatorios/estoque', label: 'Posição de Estoque' },
        { to: '/relatorios/faturamento-cliente', label: 'Faturamento por Cliente' },
        { to: '/relatorios/fluxo-caixa', label: 'Fluxo de Caixa' },
        { to: '/relatorios/material-terceiros', label: 'Material de Terceiros' },
        { to: '/relatorios/perdas', label: 'Perdas por Cliente e Produto' },
      ],
    },
    {
      id: 'contabilidade',
      label: 'Contabilidade',
      items: [{ to: '/contabilidade/bloco-k', label: 'Bloco K' }],
    },
    {
      id: 'preferencias',
      label: 'Preferências',
      items: [
        { to: '/preferencias/empresa', label: 'Dados da Empresa' },
        { to: '/preferencias/tabela-ibs-cbs', label: 'Tabela IBS/CBS' },
        { to: '/preferencias/usuarios', label: 'Utilizadores' },
        { to: '/preferencias/contabilidade', label: 'Contabilidade' },
        { to: '/preferencias/auditoria', label: 'Auditoria', isAdminOnly: true },
      ],
    },
  ],
};

import { describe, expect, it } from 'vitest';
import { findGroupForPath, isPathInside, type NavGroup, navigationFor } from './navigation';

const groups: NavGroup[] = [
  {
    id: 'nfe',
    label: 'NF-e (Produto)',
    items: [
      { to: '/nfe/emitir', label: 'Emitir NF-e' },
      { to: '/nfe/listagem', label: 'Notas Emitidas' },
    ],
  },
  {
    id: 'financeiro',
    label: 'Financeiro',
    items: [{ to: '/financeiro/fornecedores', label: 'Fornecedores' }],
  },
];

describe('navigation', () => {
  it('treats sub-paths as inside an item but not mere prefixes', () => {
    expect(isPathInside('/nfe/emitir', '/nfe/emitir')).toBe(true);
    expect(isPathInside('/nfe/emitir/42', '/nfe/emitir')).toBe(true);
    expect(isPathInside('/nfe/emitirx', '/nfe/emitir')).toBe(false);
  });

  it('finds the group of the current screen', () => {
    expect(findGroupForPath(groups, '/nfe/emitir/7')).toBe('nfe');
    expect(findGroupForPath(groups, '/financeiro/fornecedores')).toBe('financeiro');
    expect(findGroupForPath(groups, '/dashboard')).toBeNull();
  });
});

describe('navigationFor', () => {
  const navigation = {
    links: [{ to: '/dashboard', label: 'Dashboard' }],
    groups: [
      {
        id: 'preferencias',
        label: 'Preferências',
        items: [
          { to: '/preferencias/empresa', label: 'Dados da Empresa' },
          { to: '/preferencias/auditoria', label: 'Auditoria', isAdminOnly: true },
        ],
      },
      { id: 'so-admin', label: 'Só Admin', items: [{ to: '/x', label: 'X', isAdminOnly: true }] },
    ],
  };

  it('shows an Administrador everything', () => {
    expect(navigationFor(navigation, true)).toBe(navigation);
  });

  it("hides the administrators' items, and a group left empty, from anyone else", () => {
    expect(navigationFor(navigation, false)).toEqual({
      links: [{ to: '/dashboard', label: 'Dashboard' }],
      groups: [
        {
          id: 'preferencias',
          label: 'Preferências',
          items: [{ to: '/preferencias/empresa', label: 'Dados da Empresa' }],
        },
      ],
    });
  });
});

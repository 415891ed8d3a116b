import { describe, expect, it } from 'vitest';
import { escalaLinear } from './escala';

describe('escalaLinear', () => {
  it('rounds the top up to a readable step', () => {
    expect(escalaLinear(1000.5)).toEqual({ topo: 1500, marcas: [0, 500, 1000, 1500] });
    expect(escalaLinear(1000)).toEqual({ topo: 1000, marcas: [0, 250, 500, 750, 1000] });
    expect(escalaLinear(3.2)).toEqual({ topo: 4, marcas: [0, 1, 2, 3, 4] });
  });

  it('keeps whole steps for counts', () => {
    expect(escalaLinear(3, 4, true)).toEqual({ topo: 3, marcas: [0, 1, 2, 3] });
    expect(escalaLinear(0, 4, true)).toEqual({ topo: 4, marcas: [0, 1, 2, 3, 4] });
  });

  it('still draws a grid when everything is zero', () => {
    expect(escalaLinear(0)).toEqual({ topo: 1, marcas: [0, 0.25, 0.5, 0.75, 1] });
  });
});

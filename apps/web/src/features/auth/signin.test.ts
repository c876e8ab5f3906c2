import { describe, expect, it } from 'vitest';
import { returnTarget, validateSignin } from './signin.ts';

const t = (key: string) => key;

describe('sign-in form', () => {
  it('asks for both fields and a well-formed e-mail', () => {
    expect(validateSignin({ email: ' ', password: '' }, t)).toEqual({ email: 'validation.required', password: 'validation.required' });
    expect(validateSignin({ email: 'ana@', password: 'x' }, t)).toEqual({ email: 'validation.email' });
    expect(validateSignin({ email: ' ana@rumo.app ', password: 'x' }, t)).toEqual({});
  });

  it('returns to the page asked for, only when it is one of ours', () => {
    expect(returnTarget('?from=%2Fclientes%2F7%3Ftab%3Dtrips')).toBe('/clientes/7?tab=trips');
    expect(returnTarget('')).toBe('/');
    expect(returnTarget('?from=https%3A%2F%2Fevil.example')).toBe('/');
    expect(returnTarget('?from=%2F%2Fevil.example')).toBe('/');
    expect(returnTarget('?from=%2Flogin')).toBe('/');
  });
});

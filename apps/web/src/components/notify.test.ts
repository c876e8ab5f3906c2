import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../app/i18n.ts';
import { parseErrorBody } from '../api/client.ts';
import { errorMessage } from './notify.ts';

beforeAll(async () => {
  window.localStorage.setItem('rumo.locale', 'pt');
  await initI18n();
});

describe('errorMessage', () => {
  it("shows the server's own message of a failed request", () => {
    expect(errorMessage(parseErrorBody(409, { detail: 'Viagem já existe.' }))).toBe('Viagem já existe.');
  });

  it('falls back to the generic message for anything that is not an error with a message', () => {
    const generic = errorMessage('boom');
    expect(generic).not.toBe('boom');
    expect(generic).not.toBe('errors.generic');
    expect(errorMessage(new Error(''))).toBe(generic);
  });
});

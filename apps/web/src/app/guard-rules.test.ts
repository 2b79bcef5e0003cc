// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { FaceStatus } from '@rosto/contract/schemas/user';
import { faceRedirect, mustRegisterFace } from './guard-rules';

type Status = FaceStatus | null | '';

describe('forced face registration', () => {
  it.each<[Status, boolean]>([
    [null, true],
    ['', true],
    ['SUCCESS', true],
    ['NOT_STARTED', true],
    ['INVALID_IMAGE', true],
    ['PROCESSING', false],
    ['PENDING', false],
    ['FAIL', false],
  ])('mustRegisterFace with status %s forces: %s', (status, forced) => {
    const profile = { mustRegisterFace: true, userFaceStatus: status as FaceStatus | null };
    expect(mustRegisterFace(profile)).toBe(forced);
    expect(faceRedirect(profile, '/home')).toBe(forced ? '/register/face' : null);
  });

  it('never forces a user without mustRegisterFace', () => {
    expect(faceRedirect({ mustRegisterFace: false, userFaceStatus: null }, '/home')).toBeNull();
  });

  it.each([
    '/register/face',
    '/perfil/trocar-rosto',
    '/perfil',
    '/validation',
    '/perfil/',
    // Every profile page (issue 9) and the e-mail screens reached from it.
    '/perfil/redefinir-pin',
    '/perfil/excluir-conta',
    '/perfil/meus-dados',
    '/perfil/meus-dados/',
    '/editar-conta',
    '/validar-conta',
  ])('lets the user stay on %s', (pathname) => {
    expect(
      faceRedirect({ mustRegisterFace: true, userFaceStatus: 'NOT_STARTED' }, pathname),
    ).toBeNull();
  });

  it.each(['/home', '/carteira', '/pagamentos/1', '/perfilx', '/carteira/adicionar'])(
    'forces from %s',
    (pathname) => {
      expect(faceRedirect({ mustRegisterFace: true, userFaceStatus: null }, pathname)).toBe(
        '/register/face',
      );
    },
  );
});

// Serpro's Consulta CPF adapter against a local double that answers as the
// documentation says: the token, each answer the register gives, and a
// register that does not answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../errors';
import {
  type SerproDouble,
  serproBureauFor,
  startSerproDouble,
} from '../../../../test/serpro-double';

const REGULAR = '52998224725';
const DECEASED = '11144477735';

describe('Serpro Consulta CPF adapter', () => {
  let double: SerproDouble;
  beforeAll(async () => {
    double = await startSerproDouble();
    double.records.set(REGULAR, {
      nome: 'MARIA DA SILVA SANTOS',
      situacao: { codigo: '0', descricao: 'REGULAR' },
      nascimento: '15081970',
      nomeSocial: 'MARIA SANTOS',
    });
    double.records.set(DECEASED, {
      nome: 'JOAO FALECIDO',
      situacao: { codigo: '3', descricao: 'TITULAR FALECIDO' },
      nascimento: '01011940',
    });
    double.minors.add('39053344705');
  });
  afterAll(() => double.close());

  const unavailable = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('CPF_CHECK_UNAVAILABLE');
  };

  it('reads a regular CPF with the holder, the social name and the birth date', async () => {
    const bureau = serproBureauFor(double);
    expect(await bureau.lookup(REGULAR)).toEqual({
      kind: 'found',
      situation: 'regular',
      name: 'MARIA DA SILVA SANTOS',
      socialName: 'MARIA SANTOS',
      birthDate: '15081970',
    });
    expect(await bureau.lookup(DECEASED)).toMatchObject({ situation: 'holder-deceased' });
    expect(await bureau.lookup('86288366757')).toEqual({ kind: 'not-found' });
    expect(await bureau.lookup('39053344705')).toEqual({ kind: 'minor' });
  });

  it('asks a token once with the consumer key and secret, and again when it is refused', async () => {
    double.requests.length = 0;
    const bureau = serproBureauFor(double);
    await bureau.lookup(REGULAR);
    await bureau.lookup(REGULAR);
    expect(double.requests.filter((request) => request.path === '/token')).toHaveLength(1);
    const cpfCall = double.requests.find((request) => request.path.endsWith(`/cpf/${REGULAR}`));
    expect(cpfCall?.authorization).toMatch(/^Bearer token-\d+$/u);

    double.tokens.clear();
    expect(await bureau.lookup(REGULAR)).toMatchObject({ kind: 'found' });
    expect(double.requests.filter((request) => request.path === '/token')).toHaveLength(2);
  });

  it('answers CPF_CHECK_UNAVAILABLE when the register fails, is slow, or refuses the keys', async () => {
    double.scenario = 'error500';
    await unavailable(serproBureauFor(double).lookup(REGULAR));
    double.scenario = 'slow';
    double.slowMs = 1_500;
    await unavailable(serproBureauFor(double, 300).lookup(REGULAR));
    double.scenario = 'answer';
    const wrongKeys = serproBureauFor({ ...double, consumerSecret: 'wrong' });
    await unavailable(wrongKeys.lookup(REGULAR));
  });
});

// Serpro's Consulta CPF v2 ("direto na faixa"), the Receita Federal's register
// as a documented API: an OAuth2 client-credentials token from
// POST {tokenUrl} (Basic consumer key:secret, grant_type=client_credentials,
// valid `expires_in` seconds), then GET {cpfUrl}/cpf/{ni} with the Bearer
// token. Answers: 200 (or 206, a field missing) with ni, nome, situacao
// {codigo, descricao}, nascimento DDMMAAAA, obito, nomeSocial; 404 no such CPF;
// 422 a minor's data withheld (LGPD); 400/401/403/5xx/504 are not billed and
// mean "not now". The CPF is never logged.
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../errors';
import type { CpfBureau, CpfLookup, CpfSituation } from './types';

export interface SerproConfig {
  consumerKey: string;
  consumerSecret: string;
  /** Base of the Consulta CPF API, without a trailing slash. */
  cpfUrl: string;
  tokenUrl: string;
  timeoutMs: number;
}

const situations: Record<string, CpfSituation> = {
  '0': 'regular',
  '2': 'suspended',
  '3': 'holder-deceased',
  '4': 'pending-regularisation',
  '5': 'cancelled-multiplicity',
  '8': 'null',
  '9': 'cancelled-ex-officio',
};

const tokenSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().positive(),
});

const cpfSchema = z.object({
  ni: z.string(),
  nome: z.string(),
  situacao: z.object({ codigo: z.string(), descricao: z.string().optional() }),
  nascimento: z.string().optional(),
  nomeSocial: z.string().optional(),
});

/** A token is renewed this long before Serpro says it expires. */
const TOKEN_MARGIN_MS = 60_000;

export function createSerproCpfBureau(
  config: SerproConfig,
  log: FastifyBaseLogger,
  now: () => number = Date.now,
): CpfBureau {
  let token: { value: string; expiresAt: number } | null = null;

  const unavailable = (reason: string, cause?: unknown) => {
    log.warn({ reason }, 'CPF register unavailable');
    return new AppError('CPF_CHECK_UNAVAILABLE', {}, cause === undefined ? undefined : { cause });
  };

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${config.consumerKey}:${config.consumerSecret}`).toString('base64');
    let response: Response;
    try {
      response = await fetch(config.tokenUrl, {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=client_credentials',
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (error) {
      throw unavailable('token request failed', error);
    }
    if (!response.ok) throw unavailable(`token answered HTTP ${response.status}`);
    const parsed = tokenSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw unavailable('token answer unreadable');
    token = {
      value: parsed.data.access_token,
      expiresAt: now() + parsed.data.expires_in * 1000 - TOKEN_MARGIN_MS,
    };
    return token.value;
  }

  const currentToken = async () => (token && token.expiresAt > now() ? token.value : fetchToken());

  async function ask(cpf: string, bearer: string): Promise<Response> {
    try {
      return await fetch(`${config.cpfUrl}/cpf/${cpf}`, {
        headers: { authorization: `Bearer ${bearer}`, accept: 'application/json' },
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (error) {
      throw unavailable('CPF request failed', error);
    }
  }

  return {
    async lookup(cpf): Promise<CpfLookup> {
      let response = await ask(cpf, await currentToken());
      // A token revoked or expired early: one fresh one, then give up.
      if (response.status === 401) response = await ask(cpf, await fetchToken());
      if (response.status === 404) return { kind: 'not-found' };
      if (response.status === 422) return { kind: 'minor' };
      if (response.status !== 200 && response.status !== 206) {
        throw unavailable(`CPF answered HTTP ${response.status}`);
      }
      const parsed = cpfSchema.safeParse(await response.json().catch(() => null));
      const situation = parsed.success ? situations[parsed.data.situacao.codigo] : undefined;
      if (!parsed.success || !situation) throw unavailable('CPF answer unreadable');
      return {
        kind: 'found',
        situation,
        name: parsed.data.nome,
        socialName: parsed.data.nomeSocial ?? null,
        birthDate: parsed.data.nascimento ?? null,
      };
    },
  };
}

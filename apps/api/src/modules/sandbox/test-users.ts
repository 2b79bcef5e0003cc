// Sandbox test users: a valid CPF and a mobile number when none is given, a
// confirmed phone, and a session token, so end-to-end tests can reach signed-in
// pages before (and without) going through sign-in.
import { randomInt } from 'node:crypto';
import { isValidCpf } from '@rosto/contract/validators/cpf';
import { splitFullName } from '@rosto/contract/validators/full-name';
import type {
  CreateSandboxUserBody,
  CreateSandboxUserResult,
} from '@rosto/contract/schemas/sandbox';
import { AppError } from '../../errors';
import type { PartnersRepository } from '../partners/repository';
import { toUserProfile } from '../user/profile';
import type { UsersRepository } from '../user/repository';

/** Check digit of the CPF algorithm (mod 11) over `digits` with weights from `firstWeight` down. */
function cpfCheckDigit(digits: number[], firstWeight: number): number {
  const sum = digits.reduce((total, digit, index) => total + digit * (firstWeight - index), 0);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** A random CPF with valid check digits (never one of the all-same-digit CPFs). */
export function generateCpf(): string {
  for (;;) {
    const base = Array.from({ length: 9 }, () => randomInt(10));
    if (base.every((digit) => digit === base[0])) continue;
    const first = cpfCheckDigit(base, 10);
    const second = cpfCheckDigit([...base, first], 11);
    const cpf = [...base, first, second].join('');
    if (isValidCpf(cpf)) return cpf;
  }
}

/** A São Paulo mobile number, 11 digits: "119" + 8 random digits. */
export function generateMobile(): string {
  return `119${String(randomInt(10_000_000, 100_000_000))}`;
}

export interface SandboxUserDeps {
  users: UsersRepository;
  partners: PartnersRepository;
  signSessionToken(userId: string): string;
}

export async function createSandboxUser(
  deps: SandboxUserDeps,
  body: CreateSandboxUserBody,
): Promise<CreateSandboxUserResult> {
  let partnerId: string | null = null;
  if (body.partnerSlug !== undefined) {
    const partner = await deps.partners.findBySlugOrId(body.partnerSlug);
    if (!partner) throw new AppError('PARTNER_NOT_FOUND');
    partnerId = partner.id;
  }

  const { firstName, lastName } = splitFullName(body.fullName ?? 'Teste Sandbox');
  // A given CPF or phone must be free; generated ones are retried on the (unlikely) clash.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const result = await deps.users.create({
      cpf: body.cpf ?? generateCpf(),
      firstName,
      lastName,
      email: body.email ?? null,
      emailValidated: body.email !== undefined,
      phoneNumber: body.phone ? `${body.phone.areaCode}${body.phone.number}` : generateMobile(),
      phoneCountry: 'BR',
      phoneConfirmed: true,
      mustRegisterFace: body.mustRegisterFace ?? false,
      faceStatus: body.faceStatus === undefined ? 'SUCCESS' : body.faceStatus,
      scoreStatus: 'AUTO_APPROVED',
      allowAddPaymentStatus: 'AUTO_APPROVED',
      getPaymentStatus: 'AUTO_APPROVED',
      partnerId,
      // A user created for a partner is a partner-registered (private-label) user.
      privateLabelEnabled: partnerId !== null,
      blocked: body.blocked ?? false,
      deleted: body.deleted ?? false,
    });
    if ('user' in result) {
      return { token: deps.signSessionToken(result.user.id), profile: toUserProfile(result.user) };
    }
    if (result.conflict === 'cpf' && body.cpf !== undefined)
      throw new AppError('CPF_ALREADY_IN_USE');
    if (result.conflict === 'phone' && body.phone !== undefined) {
      throw new AppError('PHONE_ALREADY_IN_USE');
    }
  }
  throw new AppError('UNKNOWN');
}

// Request fields shared by several calls. Each rule is the validator the web
// form uses, and each failure carries the catalogue code the API answers with.
import { z } from 'zod';
import { locales } from '../errors';
import { MAX_AMOUNT_CENTS, amountError } from '../validators/amount';
import {
  birthdateError,
  isOfMinimumAge,
  isValidBirthdate,
  minimumAgeError,
} from '../validators/birthdate';
import { ALIAS_MAX_LENGTH, aliasError } from '../validators/card-alias';
import { expiryError, isValidExpiry } from '../validators/card-expiry';
import {
  cardBrandError,
  cardNumberError,
  isAcceptedCardNumber,
  isValidCardNumber,
} from '../validators/card-number';
import { cpfError, isValidCpf } from '../validators/cpf';
import { cvvError } from '../validators/cvv';
import { EMAIL_MAX_LENGTH, emailError, isValidEmail } from '../validators/email';
import { FULL_NAME_MAX_LENGTH, fullNameError, isValidFullName } from '../validators/full-name';
import {
  HOLDER_NAME_MAX_LENGTH,
  holderNameError,
  isValidHolderName,
} from '../validators/holder-name';
import { cardOtpError, otpError } from '../validators/otp';
import { PHONE_COUNTRY, isValidPhone, phoneError } from '../validators/phone';
import { isPinTooEasy, pinFormatError, pinTooEasyError } from '../validators/pin';
import { isValidZipCode, ZIP_CODE_LENGTH, zipCodeError } from '../validators/zip-code';
import { issueCode } from './common';

// --- identity ---------------------------------------------------------------

export const deviceUuidSchema = z
  .guid()
  .describe('Device id the app generates once and keeps in local storage');

/** Device description the app sends at start and at the face handshake. */
export const deviceRequestInfoSchema = z
  .object({
    platform: z.string().max(50).describe('ios, android or web'),
    platformVersion: z.string().max(50),
    deviceName: z.string().max(200).nullish(),
    userAgent: z.string().max(1024),
  })
  .describe('Device information (platform, version, name, user agent)');

export const cpfSchema = z
  .string(issueCode(cpfError))
  .regex(/^\d{11}$/u, issueCode(cpfError))
  .refine(isValidCpf, issueCode(cpfError))
  .describe('CPF, 11 digits, no mask');

export const fullNameSchema = z
  .string(issueCode(fullNameError))
  .trim()
  .refine(isValidFullName, issueCode(fullNameError))
  .max(FULL_NAME_MAX_LENGTH, issueCode(fullNameError))
  .describe('First and last name, 5-250 characters');

export const emailSchema = z
  .string(issueCode(emailError))
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, issueCode(emailError))
  .refine(isValidEmail, issueCode(emailError))
  .describe('E-mail address, stored trimmed and lowercased');

export const otpSchema = z
  .string(issueCode(otpError))
  .regex(/^\d{6}$/u, issueCode(otpError))
  .describe('6-digit code sent by SMS or voice call');

export const phoneSchema = z
  .object(
    {
      areaCode: z
        .string(issueCode(phoneError))
        .regex(/^[1-9]\d$/u, issueCode(phoneError))
        .describe('2 digits, first not 0'),
      number: z
        .string(issueCode(phoneError))
        .regex(/^9\d{8}$/u, issueCode(phoneError))
        .describe('Mobile number, 9 digits starting with 9'),
    },
    issueCode(phoneError),
  )
  .refine(isValidPhone, issueCode(phoneError))
  .describe('Brazilian mobile phone, digits only');

export const countrySchema = z
  .literal(PHONE_COUNTRY, issueCode(phoneError))
  .default(PHONE_COUNTRY)
  .describe('Phone country; only BR is served');

export const timezoneSchema = z
  .string()
  .regex(/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/u)
  .max(64)
  .default('America/Sao_Paulo')
  .describe('IANA time zone of the device');

export const partnerIdSchema = z
  .string()
  .min(1)
  .max(100)
  .nullish()
  .describe('Partner slug or id the app was opened for, if any');

export const recaptchaSchema = z
  .string()
  .max(4096)
  .nullish()
  .describe('reCAPTCHA token; required only when the captcha is enabled');

/**
 * Which reCAPTCHA gave the token: the invisible one (the default), or the
 * visible checkbox the app shows when the invisible one fails (decision 040 §10).
 */
export const recaptchaKindSchema = z
  .enum(['invisible', 'visible'])
  .optional()
  .describe('Which reCAPTCHA gave the token; "invisible" when absent');

/**
 * The language the person reads the app in: the SMS, calls and e-mails the
 * server sends follow it (decision 042).
 */
export const languageSchema = z
  .enum(locales)
  .describe('Language of the messages the server sends: pt-BR or en');

export const optInAtSchema = z.iso
  .datetime({ offset: true })
  .nullish()
  .describe('When the user opted in to messages');

export const optInBySchema = z
  .string()
  .min(1)
  .max(50)
  .nullish()
  .describe('Channel or screen the opt-in came from');

// --- PIN ----------------------------------------------------------------------

/** Any well-formed PIN: what is checked when a PIN is typed to be verified. */
export const pinSchema = z
  .string(issueCode(pinFormatError))
  .regex(/^\d{4}$/u, issueCode(pinFormatError))
  .describe('4-digit PIN');

/** A PIN being chosen: also not all-same digits nor a 4-digit run. */
export const newPinSchema = pinSchema
  .refine((pin) => !isPinTooEasy(pin), issueCode(pinTooEasyError))
  .describe('New 4-digit PIN: no repeated digits, 4-digit runs, common PINs or years 1950-2010');

// --- cards --------------------------------------------------------------------

export const paymentMethodIdSchema = z.uuid().describe('Payment method id');

export const cardNumberSchema = z
  .string(issueCode(cardNumberError))
  .regex(/^\d{12,19}$/u, issueCode(cardNumberError))
  .refine(isValidCardNumber, issueCode(cardNumberError))
  .refine(isAcceptedCardNumber, issueCode(cardBrandError))
  .describe('Card number, digits only; Visa, Mastercard, Diners, American Express or Elo');

export const cardExpirySchema = z
  .string(issueCode(expiryError))
  .regex(/^\d{2}\/\d{2}$/u, issueCode(expiryError))
  .refine((value) => isValidExpiry(value), issueCode(expiryError))
  .describe('Expiry "MM/YY", not in the past');

export const cvvSchema = z
  .string(issueCode(cvvError))
  .regex(/^\d{3,4}$/u, issueCode(cvvError))
  .describe('Security code, 3 or 4 digits');

/** The partner-card (second card) form asks for exactly 3 digits. */
export const cvv3Schema = z
  .string(issueCode(cvvError))
  .regex(/^\d{3}$/u, issueCode(cvvError))
  .describe('Security code, 3 digits');

export const holderNameSchema = z
  .string(issueCode(holderNameError))
  .refine(isValidHolderName, issueCode(holderNameError))
  .max(HOLDER_NAME_MAX_LENGTH, issueCode(holderNameError))
  .describe('Name printed on the card, uppercase, at most 25 characters');

export const zipCodeSchema = z
  .string(issueCode(zipCodeError))
  .refine(isValidZipCode, issueCode(zipCodeError))
  // "00000-000": the digits and a hyphen.
  .max(ZIP_CODE_LENGTH + 1, issueCode(zipCodeError))
  .describe('CEP "00000-000" or "00000000", or empty');

export const aliasSchema = z
  .string(issueCode(aliasError))
  .max(ALIAS_MAX_LENGTH, issueCode(aliasError))
  .describe('Nickname of the card, at most 20 characters, may be empty');

export const birthdateSchema = z.iso
  .date(issueCode(birthdateError))
  .refine((value) => isValidBirthdate(value), { ...issueCode(birthdateError), abort: true })
  // The holder is the customer, and the service is for adults (18+, São Paulo's today).
  .refine((value) => isOfMinimumAge(value), issueCode(minimumAgeError))
  .describe('Holder birthdate "YYYY-MM-DD" (the form reads DD/MM/AA), 18 or older');

export const lastFourDigitsSchema = z
  .string(issueCode(cardNumberError))
  .regex(/^\d{4}$/u, issueCode(cardNumberError))
  .describe('Last four digits of the card');

export const cardOtpSchema = z
  .string(issueCode(cardOtpError))
  .regex(/^\d{6}$/u, issueCode(cardOtpError))
  .describe('6-digit code the card issuer sent by SMS');

// --- money --------------------------------------------------------------------

export const amountCentsSchema = z
  .int(issueCode(amountError))
  .positive(issueCode(amountError))
  .max(MAX_AMOUNT_CENTS, issueCode(amountError))
  .describe('Amount in integer cents of BRL, at most R$ 10.000.000.000,00');

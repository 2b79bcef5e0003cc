// How the console shows a customer's CPF, phone and e-mail to the help desk
// (issue 26): enough to match what the customer says on the phone, never the
// whole value. The server masks before it answers, so the full values never
// reach an operator's browser.

const HIDDEN = '•';

/** "12345678909" -> "•••.456.789-••": the middle six digits, as the customer reads them back. */
export function maskedCpf(cpf: string): string {
  const digits = cpf.replace(/\D/gu, '');
  if (digits.length !== 11) return '•••.•••.•••-••';
  return `•••.${digits.slice(3, 6)}.${digits.slice(6, 9)}-••`;
}

/** "11987654321" -> "(11) •••••-4321"; a 10-digit number keeps its shorter prefix: "(11) ••••-4321". */
export function maskedPhone(phone: string): string {
  const digits = phone.replace(/\D/gu, '');
  if (digits.length < 10) return HIDDEN.repeat(4);
  const hiddenLength = digits.length - 6;
  return `(${digits.slice(0, 2)}) ${HIDDEN.repeat(hiddenLength)}-${digits.slice(-4)}`;
}

/**
 * "ana.souza@gmail.com" -> "a•••@gmail.com": the first character and the
 * domain; always three dots, so the mask tells nothing of the name's length.
 */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return HIDDEN.repeat(3);
  return `${[...email.slice(0, at)][0]}${HIDDEN.repeat(3)}${email.slice(at)}`;
}

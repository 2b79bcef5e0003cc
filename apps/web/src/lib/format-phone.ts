// How a code step shows the phone its code went to: the API only ever answers
// the area code and the last four digits (sign-in, face step-up).

/** "(11) •••••-4321". */
export function maskedPhone(phone: { phoneAreaCode: string; phoneLastFourDigits: string }) {
  return `(${phone.phoneAreaCode}) •••••-${phone.phoneLastFourDigits}`;
}

import { describe, expect, it } from 'vitest';
import { paymentMethodSchema } from '../schemas/payment-methods';
import { faceImageSchema } from '../schemas/face';
import { userProfileSchema } from '../schemas/user';
import { isValidCpf } from '../validators/cpf';
import { exampleCpf, exampleFaceImage, examplePaymentMethod, exampleProfile } from './examples';

describe('examples', () => {
  it('are valid', () => {
    expect(isValidCpf(exampleCpf)).toBe(true);
    expect(userProfileSchema.parse(exampleProfile)).toEqual(exampleProfile);
    expect(paymentMethodSchema.parse(examplePaymentMethod)).toEqual(examplePaymentMethod);
    expect(faceImageSchema.parse(exampleFaceImage)).toBe(exampleFaceImage);
  });
});

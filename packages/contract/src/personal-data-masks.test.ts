import { describe, expect, it } from 'vitest';
import { maskedCpf, maskedEmail, maskedPhone } from './personal-data-masks';

describe('maskedCpf', () => {
  it('shows only the middle six digits', () => {
    expect(maskedCpf('12345678909')).toBe('•••.456.789-••');
    expect(maskedCpf('123.456.789-09')).toBe('•••.456.789-••');
  });

  it('shows nothing of a value that is not a whole CPF', () => {
    expect(maskedCpf('1234567')).toBe('•••.•••.•••-••');
    expect(maskedCpf('')).toBe('•••.•••.•••-••');
  });
});

describe('maskedPhone', () => {
  it('shows the area code and the last four digits of a mobile', () => {
    expect(maskedPhone('11987654321')).toBe('(11) •••••-4321');
  });

  it('hides four digits of a 10-digit number', () => {
    expect(maskedPhone('1133334321')).toBe('(11) ••••-4321');
  });

  it('shows nothing of a number too short to have an area code', () => {
    expect(maskedPhone('4321')).toBe('••••');
  });
});

describe('maskedEmail', () => {
  it('shows the first character and the domain', () => {
    expect(maskedEmail('ana.souza@gmail.com')).toBe('a•••@gmail.com');
  });

  it("hides the local part's length, however short", () => {
    expect(maskedEmail('a@gmail.com')).toBe('a•••@gmail.com');
    expect(maskedEmail('ab@gmail.com')).toBe(maskedEmail('abcdefgh@gmail.com'));
  });

  it('keeps a first character outside the BMP whole', () => {
    expect(maskedEmail('😀x@rosto.test')).toBe('😀•••@rosto.test');
  });

  it('shows nothing of a value without a local part', () => {
    expect(maskedEmail('@gmail.com')).toBe('•••');
    expect(maskedEmail('nobody')).toBe('•••');
  });
});

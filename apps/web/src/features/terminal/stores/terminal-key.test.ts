import { describe, expect, it } from 'vitest';
import { storageKeys } from '../../../lib/storage';
import {
  TERMINAL_KEY_STORAGE,
  cleanTerminalKey,
  forgetTerminalKey,
  looksLikeTerminalKey,
  readTerminalKey,
  saveTerminalKey,
} from './terminal-key';

describe('terminal key', () => {
  it("keeps the key under its own storage key, never the customer's session", () => {
    expect(TERMINAL_KEY_STORAGE).not.toBe(storageKeys.session);
    saveTerminalKey('rosto_term_abc');
    expect(localStorage.getItem(TERMINAL_KEY_STORAGE)).toBe('rosto_term_abc');
    expect(localStorage.getItem(storageKeys.session)).toBeNull();
    expect(readTerminalKey()).toBe('rosto_term_abc');
  });

  it('forgets the key on sign-out', () => {
    saveTerminalKey('rosto_term_abc');
    forgetTerminalKey();
    expect(readTerminalKey()).toBeNull();
    expect(localStorage.getItem(TERMINAL_KEY_STORAGE)).toBeNull();
  });

  it("forgets the sale kept for a reload on sign-out or under another key, never the same key's", () => {
    const keep = () => localStorage.setItem(storageKeys.terminalSale, '{"step":"checking"}');
    saveTerminalKey('rosto_term_abc');
    keep();
    saveTerminalKey('rosto_term_abc');
    expect(localStorage.getItem(storageKeys.terminalSale)).not.toBeNull();
    saveTerminalKey('rosto_term_other');
    expect(localStorage.getItem(storageKeys.terminalSale)).toBeNull();
    keep();
    forgetTerminalKey();
    expect(localStorage.getItem(storageKeys.terminalSale)).toBeNull();
  });

  it('cleans a pasted key and checks only its shape', () => {
    expect(cleanTerminalKey('  Bearer rosto_term_abc\n')).toBe('rosto_term_abc');
    expect(looksLikeTerminalKey('rosto_term_abc')).toBe(true);
    expect(looksLikeTerminalKey('rosto_term_')).toBe(false);
    expect(looksLikeTerminalKey('eyJhbGciOi')).toBe(false);
  });
});

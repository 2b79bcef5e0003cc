// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isHoldersName } from './cpf-holder';

describe("the holder's name", () => {
  it('matches without accents, case, particles or middle names left out', () => {
    expect(isHoldersName('Maria da Silva Santos', 'MARIA DA SILVA SANTOS')).toBe(true);
    expect(isHoldersName('José Ávila', "JOSE D'AVILA")).toBe(true);
    expect(isHoldersName('maria santos', 'MARIA DA SILVA SANTOS')).toBe(true);
    expect(isHoldersName('Maria Silva Santos', 'MARIA DA SILVA SANTOS')).toBe(true);
  });

  it('does not match another first or last name, a changed middle name, or words out of order', () => {
    expect(isHoldersName('Mariana da Silva Santos', 'MARIA DA SILVA SANTOS')).toBe(false);
    expect(isHoldersName('Maria da Silva', 'MARIA DA SILVA SANTOS')).toBe(false);
    expect(isHoldersName('Maria Souza Santos', 'MARIA DA SILVA SANTOS')).toBe(false);
    expect(isHoldersName('Maria Santos Silva Santos', 'MARIA DA SILVA SANTOS')).toBe(false);
    expect(isHoldersName('Titular Qualquer', 'TITULAR DIFERENTE DA SILVA')).toBe(false);
  });
});

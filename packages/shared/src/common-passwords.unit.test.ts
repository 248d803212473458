import { describe, expect, it } from 'vitest';
import { MESSAGES, passwordSchema } from './accounts';
import { isCommonPassword } from './common-passwords';

const refusal = (password: string) => passwordSchema.safeParse(password).error?.issues[0]?.message;

describe('the password rule', () => {
  it('refuses a common password whatever its case, with the breached-password message', () => {
    expect(isCommonPassword('PASSWORD1')).toBe(true);
    expect(refusal('Password1')).toBe(MESSAGES.passwordBreached);
    expect(refusal('Qwerty123')).toBe(MESSAGES.passwordBreached);
    expect(refusal('Pokerface1')).toBe(MESSAGES.passwordBreached);
  });

  it('refuses short and weak ones with their own messages first', () => {
    expect(refusal('Ab1')).toBe(MESSAGES.passwordTooShort);
    expect(refusal('alllowercase1')).toBe(MESSAGES.passwordWeak);
  });

  it('takes an uncommon password that follows the rule', () => {
    expect(passwordSchema.safeParse('Felt-Table-42').success).toBe(true);
    expect(passwordSchema.safeParse('Passw0rd!').success).toBe(true);
  });

  it('holds a few hundred of the most common passwords', () => {
    const sample = ['123456', 'qwerty', 'iloveyou', 'letmein1', 'trustno1', 'welcome1', 'abc12345'];
    expect(sample.every(isCommonPassword)).toBe(true);
  });
});

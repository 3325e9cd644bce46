import { loginSchema, MSG, registerFormSchema } from '@kinetic/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodResolver } from './zod-form';

describe('zodResolver', () => {
  it('returns no errors for valid values', () => {
    expect(zodResolver(loginSchema)({ email: 'a@b.co', password: 'x' })).toEqual({});
  });

  it.each([
    [
      { email: '', password: '' },
      { email: MSG.required, password: MSG.required },
    ],
    [{ email: 'nope', password: 'x' }, { email: MSG.invalidEmail }],
  ])('maps each field to its first spec message: %o', (values, expected) => {
    expect(zodResolver(loginSchema)(values)).toEqual(expected);
  });

  it('keys refinements by their path', () => {
    const errors = zodResolver(registerFormSchema)({
      storeId: 1,
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.co',
      mobile: '12345678',
      password: 'secret12',
      confirmPassword: 'secret13',
      gender: 'MALE',
    });
    expect(errors).toEqual({ confirmPassword: MSG.passwordMismatch });
  });

  it('joins nested paths with dots, as Mantine names list fields', () => {
    const schema = z.object({ kids: z.array(z.object({ name: z.string().min(1, MSG.required) })) });
    expect(zodResolver(schema)({ kids: [{ name: 'Ali' }, { name: '' }] })).toEqual({
      'kids.1.name': MSG.required,
    });
  });
});

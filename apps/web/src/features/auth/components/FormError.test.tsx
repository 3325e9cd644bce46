import { MSG } from '@kinetic/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Providers } from '../../../app/providers';
import { loadNamespaces, startI18n } from '../../../lib/i18n';
import { TEST_BRAND } from '../../../test/test-brand';
import { FormError } from './FormError';

describe('a sign-in refusal', () => {
  beforeAll(async () => {
    await startI18n();
    await loadNamespaces(['auth']);
  });
  afterEach(cleanup);

  const show = (message: string, partner: boolean) =>
    render(
      <Providers brand={TEST_BRAND}>
        <FormError message={message} partner={partner} />
      </Providers>,
    );

  it('offers a customer with a wrong password no partner site', () => {
    show(MSG.invalidCredentials, false);
    expect(screen.getByText(MSG.invalidCredentials)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("links a partner's account to the partner site, in place of 'on the link' (SPEC 8.2)", () => {
    show(MSG.partnerLogin, true);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe(TEST_BRAND.partnerUrl);
  });
});

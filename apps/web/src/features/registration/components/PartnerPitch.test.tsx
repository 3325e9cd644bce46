import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Providers } from '../../../app/providers';
import { loadNamespaces, startI18n } from '../../../lib/i18n';
import { stubFontFaceSet } from '../../../test/font-face-set';
import { TEST_BRAND } from '../../../test/test-brand';
import { PartnerPitch } from './PartnerPitch';

/**
 * The registration page promised a review "within two working days" on every brand,
 * though only a brand that holds new partners for approval reviews them.
 */
describe('the partner registration pitch', () => {
  beforeAll(async () => {
    stubFontFaceSet();
    await startI18n();
    await loadNamespaces(['registration']);
  });
  afterEach(cleanup);

  const show = (partnersNeedApproval: boolean) =>
    render(
      <Providers brand={{ ...TEST_BRAND, partnersNeedApproval }}>
        <MemoryRouter>
          <PartnerPitch kind="gym" />
        </MemoryRouter>
      </Providers>,
    );

  it('promises no review on a brand that does not review its partners', () => {
    show(false);
    expect(screen.getByText('No set-up fee.')).toBeTruthy();
    expect(screen.queryByText(/two working days/)).toBeNull();
  });

  it('says partners are reviewed on a brand that asks for approval', () => {
    show(true);
    expect(
      screen.getByText('No set-up fee. We review every new partner within two working days.'),
    ).toBeTruthy();
  });
});

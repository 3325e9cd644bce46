import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Providers } from '../../../app/providers';
import { loadNamespaces, startI18n } from '../../../lib/i18n';
import { stubFontFaceSet } from '../../../test/font-face-set';
import { TEST_BRAND } from '../../../test/test-brand';
import { testParticipant as participant } from '../../../test/test-participant';
import type { ParticipantDto } from '../api/contract';
import { CancelParticipantModal } from './CancelParticipantModal';

/** Issue 33 item 4: cancelling a walk-in guest promises no notification (they have no account). */
function openFor(who: ParticipantDto) {
  render(
    <Providers brand={TEST_BRAND}>
      <MemoryRouter>
        <CancelParticipantModal sessionId={9} participant={who} onClose={() => undefined} />
      </MemoryRouter>
    </Providers>,
  );
  return screen.getByRole('dialog');
}

describe('cancelling a participant’s booking', () => {
  beforeAll(async () => {
    stubFontFaceSet();
    await startI18n();
    await loadNamespaces(['classManagement']);
  });
  afterEach(cleanup);

  it('tells the gym a member will be notified', () => {
    expect(openFor(participant()).textContent).toContain('They will be notified.');
  });

  it('tells the gym a walk-in guest has no account to notify', () => {
    const dialog = openFor(participant({ userId: null, email: null, guest: true, creditsSpent: 0 }));
    expect(dialog.textContent).not.toContain('They will be notified');
    expect(dialog.textContent).toContain('walk-in guest without an account, so no one is notified');
  });
});

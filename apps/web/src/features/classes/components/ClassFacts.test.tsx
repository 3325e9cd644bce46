import { CLASS_PLATFORM_LABEL_AR } from '@kinetic/domain';
import { cleanup, render } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Providers } from '../../../app/providers';
import { changeLanguage, loadNamespaces, startI18n } from '../../../lib/i18n';
import { TEST_BRAND } from '../../../test/test-brand';
import { testClassItem } from '../../../test/test-class';
import { ClassFacts } from './ClassFacts';

/** The value the class page shows beside the fact labelled `label` (English or Arabic), null when absent. */
function factShown(label: RegExp, changes: Parameters<typeof testClassItem>[0]) {
  render(
    <Providers brand={TEST_BRAND}>
      <ClassFacts item={testClassItem(changes)} isPrime={false} />
    </Providers>,
  );
  const term = [...document.querySelectorAll('dt')].find((dt) => label.test(dt.textContent ?? ''));
  return term ? term.nextElementSibling?.textContent : null;
}

/** The class page names where an online class runs (SPEC 3.3 platform labels). */
const platformShown = (changes: Parameters<typeof testClassItem>[0]) =>
  factShown(/^(Platform|المنصة)$/, changes);

const WOMEN_ONLY_BRANCH = {
  gymId: 3,
  branchId: 4,
  gymName: 'Layla Studio',
  branchName: 'Salmiya',
  localityName: null,
  address: 'Salem Al Mubarak St',
  latitude: 29.33,
  longitude: 48.07,
  studioInstruction: null,
  mediaThumbNailUrl: null,
  womenOnly: true,
};

describe('the class facts’ platform', () => {
  beforeAll(async () => {
    await startI18n();
    await loadNamespaces(['classes']);
  });
  afterEach(cleanup);
  afterAll(() => changeLanguage('en'));

  it('names the platform of an online class', () => {
    expect(platformShown({ videoClass: true, priceModel: 'VIRTUAL', platform: 'ZOOM' })).toBe('On Zoom');
  });

  it('names Kinetic’s own live stream for a video class without a named platform', () => {
    expect(platformShown({ videoClass: true, priceModel: 'VIRTUAL', platform: null })).toBe('On Kinetic');
  });

  it('says nothing of a platform for a class in a studio', () => {
    expect(platformShown({})).toBeNull();
  });

  it('names it in Arabic', async () => {
    await changeLanguage('ar');
    expect(platformShown({ videoClass: true, priceModel: 'VIRTUAL', platform: 'YOUTUBE' })).toBe(
      CLASS_PLATFORM_LABEL_AR.YOUTUBE,
    );
  });
});

describe('the class facts’ venue', () => {
  beforeAll(async () => {
    await startI18n();
    await loadNamespaces(['classes']);
  });
  afterEach(cleanup);
  afterAll(() => changeLanguage('en'));

  it('says a class at a women-only branch is for women only, in English and Arabic', async () => {
    expect(factShown(/^Venue$/, { gymBranchDetail: WOMEN_ONLY_BRANCH })).toBe('For women, taught by women');
    cleanup();
    await changeLanguage('ar');
    expect(factShown(/^المكان$/, { gymBranchDetail: WOMEN_ONLY_BRANCH })).toBe('للنساء، تدرّس فيه مدرّبات');
  });

  it('says nothing of the venue at a mixed branch', () => {
    expect(factShown(/^Venue$/, { gymBranchDetail: { ...WOMEN_ONLY_BRANCH, womenOnly: false } })).toBeNull();
  });
});

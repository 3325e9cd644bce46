import { CLASS_PLATFORM_LABEL_AR } from '@kinetic/domain';
import { cleanup, render } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Providers } from '../../../app/providers';
import { changeLanguage, loadNamespaces, startI18n } from '../../../lib/i18n';
import { TEST_BRAND } from '../../../test/test-brand';
import { testClassItem } from '../../../test/test-class';
import { ClassFacts } from './ClassFacts';

/** The class page names where an online class runs (SPEC 3.3 platform labels). */
function platformShown(changes: Parameters<typeof testClassItem>[0]) {
  render(
    <Providers brand={TEST_BRAND}>
      <ClassFacts item={testClassItem(changes)} isPrime={false} />
    </Providers>,
  );
  const label = [...document.querySelectorAll('dt')].find((dt) =>
    /^(Platform|المنصة)$/.test(dt.textContent ?? ''),
  );
  return label ? label.nextElementSibling?.textContent : null;
}

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

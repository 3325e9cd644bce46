import type { ReviewDto, ReviewListDto } from '@kinetic/domain';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers, queryClient } from '../../../app/providers';
import { changeLanguage, loadNamespaces, startI18n } from '../../../lib/i18n';
import { session } from '../../../lib/session';
import { fakeApi } from '../../../test/fake-api';
import { TEST_BRAND } from '../../../test/test-brand';
import { testUser } from '../../../test/test-user';
import { ReviewsBlock } from './ReviewsBlock';

const api = fakeApi();
const GYM = 30;
const review = (changes: Partial<ReviewDto> = {}): ReviewDto => ({
  id: 5,
  classId: 7,
  className: 'Power Spin',
  trainerName: 'Omar Saleh',
  rating: 4,
  gymRating: 5,
  body: 'Great music',
  author: 'Layla A.',
  createdAt: '2026-12-01T18:00:00.000Z',
  reply: null,
  repliedAt: null,
  answerers: [40, GYM],
  gymUserId: GYM,
  ...changes,
});
const page = (items: ReviewDto[], changes: Partial<ReviewListDto> = {}): ReviewListDto => ({
  items,
  page: 0,
  size: 5,
  total: items.length,
  average: items.length ? 4.5 : null,
  count: items.length,
  gym: null,
  ...changes,
});

function open(kind: 'classes' | 'gyms' = 'classes') {
  render(
    <Providers brand={TEST_BRAND}>
      <MemoryRouter>
        <ReviewsBlock subject={{ kind, id: kind === 'gyms' ? GYM : 7 }} />
      </MemoryRouter>
    </Providers>,
  );
  return screen.findByRole('region', { name: /^(Reviews|التقييمات)$/ });
}

/** The reviews of a class, trainer or gym: the average, the latest, the answer, and who may do what. */
describe('the reviews block', () => {
  beforeAll(async () => {
    await startI18n();
    await loadNamespaces(['reviews']);
    vi.stubGlobal('fetch', api.fetch);
  });
  afterEach(async () => {
    cleanup();
    api.reset();
    queryClient.clear();
    session.clear();
    await changeLanguage('en');
  });
  afterAll(() => vi.unstubAllGlobals());

  it('shows the average, the count and each review with the partner’s answer; a guest gets no buttons', async () => {
    api.answers['GET /classes/7/reviews'] = [
      200,
      page(
        [
          review({ reply: 'Thank you!', repliedAt: '2026-12-02T08:00:00.000Z' }),
          review({ id: 6, rating: 5 }),
        ],
        {
          average: 4.5,
          count: 2,
        },
      ),
    ];
    const block = await open();
    expect((await within(block).findByTestId('reviews-summary')).textContent).toContain(
      '4.5 out of 5 from 2 reviews',
    );
    const items = within(block).getAllByTestId('review');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Great music')).toBeTruthy();
    expect(within(items[0]!).getByText('Thank you!')).toBeTruthy();
    expect(within(items[0]!).getByRole('img', { name: '4 out of 5 stars' })).toBeTruthy();
    expect(within(block).queryByRole('button')).toBeNull();
  });

  it('says when there are none yet, in Arabic too', async () => {
    await changeLanguage('ar');
    api.answers['GET /classes/7/reviews'] = [200, page([])];
    const block = await open();
    expect(await within(block).findByText(/لا توجد تقييمات بعد/)).toBeTruthy();
  });

  it('says a failed load and tries again', async () => {
    api.answers['GET /classes/7/reviews'] = [400, 'Refused for the test.'];
    const block = await open();
    expect(await within(block).findByText('The reviews could not be loaded')).toBeTruthy();
    api.answers['GET /classes/7/reviews'] = [200, page([review()])];
    fireEvent.click(within(block).getByRole('button', { name: 'Try again' }));
    expect(await within(block).findByText('Great music')).toBeTruthy();
  });

  it('gives the gym the reply box and Hide, shows its own rating apart, and publishes the answer', async () => {
    session.update(testUser({ id: GYM, userCategory: 3 }));
    api.answers['GET /gyms/30/reviews'] = [
      200,
      page([review()], { average: 4, count: 1, gym: { average: 5, count: 1 } }),
    ];
    const block = await open('gyms');
    expect((await within(block).findByTestId('gym-rating-summary')).textContent).toContain(
      '5 out of 5 from 1 review',
    );
    expect(within(block).getByRole('button', { name: 'Hide the review by Layla A.' })).toBeTruthy();
    expect(within(block).queryByRole('button', { name: /^Report/ })).toBeNull();
    fireEvent.click(within(block).getByRole('button', { name: 'Publish the answer' }));
    expect(await within(block).findByText('This information is required.')).toBeTruthy();
    api.answers['PUT /reviews/5/reply'] = [200, review({ reply: 'See you soon' })];
    fireEvent.change(within(block).getByRole('textbox', { name: 'Answer publicly (once)' }), {
      target: { value: 'See you soon' },
    });
    api.answers['GET /gyms/30/reviews'] = [200, page([review({ reply: 'See you soon' })])];
    fireEvent.click(within(block).getByRole('button', { name: 'Publish the answer' }));
    expect(await within(block).findByText('See you soon')).toBeTruthy();
    expect(api.calls).toContain('PUT /reviews/5/reply');
  });

  it('lets another signed-in customer report a review', async () => {
    session.update(testUser({ id: 99 }));
    api.answers['GET /classes/7/reviews'] = [200, page([review()])];
    const block = await open();
    expect(await within(block).findByRole('button', { name: 'Report the review by Layla A.' })).toBeTruthy();
    expect(within(block).queryByRole('textbox')).toBeNull();
  });
});

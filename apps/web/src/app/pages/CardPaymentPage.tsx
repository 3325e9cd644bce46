import { Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageMeta } from '../../components/PageMeta';
import { type CardOrder, SavedCards } from '../../features/payments';
import { MembersOnly } from '../../features/schedule';
import { useTranslation } from '../../lib/i18n';

const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

/**
 * cardpayment?packageId&name&priceAfterDiscount&sessionId&subsPromoId (SPEC 2.1), and subscription=false
 * from a checkout that did not subscribe.
 */
export default function CardPaymentPage() {
  const { t } = useTranslation('payments');
  const [query] = useSearchParams();
  const packageId = positive(query.get('packageId'));
  const order: CardOrder | null = packageId
    ? {
        packageId,
        name: query.get('name') ?? t('pages.packageFallback'),
        priceText: query.get('priceAfterDiscount'),
        sessionId: positive(query.get('sessionId')),
        promoId: positive(query.get('subsPromoId')),
        subscribe: query.get('subscription') !== 'false',
      }
    : null;
  return (
    <MembersOnly>
      <Stack gap="lg" maw={860}>
        <PageMeta title={t('pages.cardPaymentMeta')} description={t('pages.cardPaymentDescription')} />
        <Title order={1}>{order ? t('pages.cardPayment') : t('pages.savedCards')}</Title>
        {!order && <Text c="dimmed">{t('pages.savedCardsIntro')}</Text>}
        <SavedCards order={order} />
      </Stack>
    </MembersOnly>
  );
}

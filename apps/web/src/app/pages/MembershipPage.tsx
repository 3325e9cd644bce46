import { canSubscribe, type PackageDto } from '@kinetic/domain';
import { Anchor, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageMeta } from '../../components/PageMeta';
import { CheckoutModal } from '../../features/checkout';
import {
  BuyPackages,
  CurrentPackages,
  MyFeesCard,
  SubscriptionManager,
  WalletCard,
} from '../../features/membership';
import { SavedCards } from '../../features/payments';
import { MembersOnly } from '../../features/schedule';
import { useBrand } from '../../lib/brand';
import { useTranslation } from '../../lib/i18n';
import { useSessionUser } from '../../lib/session';

export default function MembershipPage() {
  return (
    <MembersOnly>
      <Membership />
    </MembersOnly>
  );
}

function Membership() {
  const { t } = useTranslation('membership');
  const brand = useBrand();
  const user = useSessionUser();
  const [buying, setBuying] = useState<PackageDto | null>(null);
  const showCredits = !brand.isPrime;
  const subscriptions = user ? canSubscribe(user.currencyCode) : false;

  return (
    <Stack gap="xl">
      <PageMeta title={t('page.title')} description={t('page.description')} />
      <Stack gap={4}>
        <Title order={1}>{t('page.title')}</Title>
        <Group gap="md">
          <Anchor component={Link} to="/transactions">
            {t('page.transactions')}
          </Anchor>
          {subscriptions && (
            <Anchor href="#saved-cards" onClick={() => document.getElementById('saved-cards')?.focus()}>
              {t('page.savedCards')}
            </Anchor>
          )}
        </Group>
      </Stack>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="sm" component="section" aria-labelledby="current-packages">
            <Title order={2} size="h3" id="current-packages">
              {t('page.yourPackages')}
            </Title>
            <CurrentPackages showCredits={showCredits} />
          </Stack>
        </Grid.Col>
        {!brand.isPrime && (
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="xl">
              <Stack gap="sm" component="section" aria-labelledby="wallet">
                <Title order={2} size="h3" id="wallet">
                  {t('page.wallet')}
                </Title>
                <WalletCard />
              </Stack>
              {/* Late-cancel and no-show fees, beside the wallet and packages they are taken from. */}
              <MyFeesCard />
            </Stack>
          </Grid.Col>
        )}
      </Grid>

      {brand.isPrime && <MyFeesCard />}

      {subscriptions && (
        <Stack gap="sm" component="section" aria-labelledby="subscriptions">
          <Title order={2} size="h3" id="subscriptions">
            {t('page.subscriptions')}
          </Title>
          <SubscriptionManager showCredits={showCredits} />
        </Stack>
      )}

      {subscriptions && (
        <Stack gap="sm" component="section" aria-labelledby="saved-cards">
          <Title order={2} size="h3" id="saved-cards" tabIndex={-1}>
            {t('page.savedCards')}
          </Title>
          <SavedCards order={null} />
        </Stack>
      )}

      <Stack gap="sm" component="section" aria-labelledby="buy-more">
        <Title order={2} size="h3" id="buy-more">
          {t('page.buyMore')}
        </Title>
        <Text c="dimmed">{t('page.buyMoreIntro')}</Text>
        <BuyPackages
          filter={{}}
          showCredits={showCredits}
          onBuy={setBuying}
          emptyText={t('page.noneOnSale')}
        />
      </Stack>

      <CheckoutModal target={buying && { pkg: buying }} onClose={() => setBuying(null)} />
    </Stack>
  );
}

import { canSubscribe, type PackageDto } from '@kinetic/domain';
import { Anchor, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageMeta } from '../../components/PageMeta';
import { CheckoutModal } from '../../features/checkout';
import { BuyPackages, CurrentPackages, SubscriptionManager, WalletCard } from '../../features/membership';
import { SavedCards } from '../../features/payments';
import { MembersOnly } from '../../features/schedule';
import { useBrand } from '../../lib/brand';
import { useSessionUser } from '../../lib/session';

export default function MembershipPage() {
  return (
    <MembersOnly>
      <Membership />
    </MembersOnly>
  );
}

function Membership() {
  const brand = useBrand();
  const user = useSessionUser();
  const [buying, setBuying] = useState<PackageDto | null>(null);
  const showCredits = !brand.isPrime;
  const subscriptions = user ? canSubscribe(user.currencyCode) : false;

  return (
    <Stack gap="xl">
      <PageMeta title="Membership" description="Your packages, credits, wallet and subscriptions." />
      <Stack gap={4}>
        <Title order={1}>Membership</Title>
        <Group gap="md">
          <Anchor component={Link} to="/transactions">
            Transactions
          </Anchor>
          {subscriptions && (
            <Anchor href="#saved-cards" onClick={() => document.getElementById('saved-cards')?.focus()}>
              Saved cards
            </Anchor>
          )}
        </Group>
      </Stack>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="sm" component="section" aria-labelledby="current-packages">
            <Title order={2} size="h3" id="current-packages">
              Your packages
            </Title>
            <CurrentPackages showCredits={showCredits} />
          </Stack>
        </Grid.Col>
        {!brand.isPrime && (
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="sm" component="section" aria-labelledby="wallet">
              <Title order={2} size="h3" id="wallet">
                Wallet
              </Title>
              <WalletCard />
            </Stack>
          </Grid.Col>
        )}
      </Grid>

      {subscriptions && (
        <Stack gap="sm" component="section" aria-labelledby="subscriptions">
          <Title order={2} size="h3" id="subscriptions">
            Subscriptions
          </Title>
          <SubscriptionManager showCredits={showCredits} />
        </Stack>
      )}

      {subscriptions && (
        <Stack gap="sm" component="section" aria-labelledby="saved-cards">
          <Title order={2} size="h3" id="saved-cards" tabIndex={-1}>
            Saved cards
          </Title>
          <SavedCards order={null} />
        </Stack>
      )}

      <Stack gap="sm" component="section" aria-labelledby="buy-more">
        <Title order={2} size="h3" id="buy-more">
          Buy more
        </Title>
        <Text c="dimmed">Pick a package; you can apply a promo code at checkout.</Text>
        <BuyPackages
          filter={{}}
          showCredits={showCredits}
          onBuy={setBuying}
          emptyText="No packages are on sale in your country right now. Please check again later."
        />
      </Stack>

      <CheckoutModal target={buying && { pkg: buying }} onClose={() => setBuying(null)} />
    </Stack>
  );
}

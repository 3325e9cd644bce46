import type { PackageDto } from '@kinetic/domain';
import { Alert, Anchor, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ClassSummaryRow } from '../../components/ClassSummaryRow';
import { LoadError } from '../../components/LoadStates';
import { PageMeta } from '../../components/PageMeta';
import { FLAG_TEXT, isPurchaseFlag } from '../../features/booking';
import { CheckoutModal } from '../../features/checkout';
import { useSessionDetail } from '../../features/classes';
import { BuyPackages } from '../../features/membership';
import { MembersOnly } from '../../features/schedule';
import { useBrand } from '../../lib/brand';
import { useTranslation } from '../../lib/i18n';

const positive = (value: string | null | undefined) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

export default function MembershipForClassPage() {
  return (
    <MembersOnly>
      <MembershipForClass />
    </MembersOnly>
  );
}

/** membership/{classSessionId}/{gymId}/{readyPackageSize}/{flag}: the packages that can pay for one class. */
function MembershipForClass() {
  const { t } = useTranslation('membership');
  const params = useParams();
  const [query] = useSearchParams();
  const sessionId = positive(params.classSessionId);
  const gymId = positive(params.gymId);
  const kidId = positive(query.get('selctedChild'));
  const detail = useSessionDetail(sessionId ?? null);
  const reason = isPurchaseFlag(params.flag) ? FLAG_TEXT[params.flag] : FLAG_TEXT.nobalance;

  if (!sessionId) {
    return (
      <Stack gap="md">
        <PageMeta title={t('forClass.title')} />
        <Title order={1}>{t('forClass.title')}</Title>
        <Text>
          {t('forClass.noClass')}{' '}
          <Anchor component={Link} to="/membership">
            {t('forClass.seeAll')}
          </Anchor>
          .
        </Text>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <PageMeta title={t('forClass.classTitle')} description={t('forClass.classDescription')} />
      <Title order={1}>{t('forClass.classTitle')}</Title>
      {detail.isError ? (
        <>
          <LoadError
            title={t('forClass.loadError')}
            error={detail.error}
            onRetry={() => void detail.refetch()}
          />
          <Anchor component={Link} to="/membership" ta="center">
            {t('forClass.seeAll')}
          </Anchor>
        </>
      ) : detail.data ? (
        <ClassSummaryRow item={detail.data} showJoinState />
      ) : (
        <Skeleton h={96} radius="md" aria-label={t('forClass.loading')} />
      )}
      {!detail.isError && <ClassPackages sessionId={sessionId} gymId={gymId} kidId={kidId} reason={reason} />}
    </Stack>
  );
}

/** Why the customer is here, the packages that can pay for the class, and the checkout for it. */
function ClassPackages({
  sessionId,
  gymId,
  kidId,
  reason,
}: {
  sessionId: number;
  gymId?: number;
  kidId?: number;
  reason: string;
}) {
  const { t } = useTranslation('membership');
  const brand = useBrand();
  const [buying, setBuying] = useState<PackageDto | null>(null);
  const detail = useSessionDetail(sessionId);
  return (
    <>
      <Alert variant="light" color="blue" title={t('forClass.addCredits')}>
        {reason}
      </Alert>
      <BuyPackages
        filter={{ sessionId, gymId, userKidId: kidId }}
        showCredits={!brand.isPrime}
        onBuy={setBuying}
        emptyText={t('forClass.noneOnSale')}
        groupOrder={2}
      />
      <Anchor component={Link} to="/membership">
        {t('forClass.seeAll')}
      </Anchor>
      <CheckoutModal
        target={buying && { pkg: buying, sessionId, gymId, userKidId: kidId }}
        forClass={detail.data?.title}
        onClose={() => setBuying(null)}
      />
    </>
  );
}

import { emailField, USER_CATEGORY } from '@kinetic/domain';
import { Anchor, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import { PageMeta } from '../../components/PageMeta';
import { PaymentResult, rememberSpecialPurchase, specialPurchaseEmail } from '../../features/payments';
import { useBrand } from '../../lib/brand';
import { Trans, useTranslation } from '../../lib/i18n';
import { useSessionUser } from '../../lib/session';
import { zodResolver } from '../../lib/zod-form';

/**
 * paymentconfirmation/{referenceId}. A member's order is theirs by token; a special package bought
 * without an account (SPEC 3.2) is found by its reference and the buyer's e-mail, which the purchase
 * form kept for this tab, or which the buyer types here.
 */
export default function PaymentConfirmationPage() {
  const { t } = useTranslation('payments');
  const brand = useBrand();
  const user = useSessionUser();
  const { referenceId = '' } = useParams();
  const [guestEmail, setGuestEmail] = useState(() => specialPurchaseEmail(referenceId));
  const [asking, setAsking] = useState(false);
  const member = user?.userCategory === USER_CATEGORY.customer;

  let body: React.ReactNode;
  if (!referenceId) {
    body = (
      <Text>
        <Trans
          t={t}
          i18nKey="pages.noPayment"
          components={{ to: <Anchor component={Link} to="/transactions" /> }}
        />
      </Text>
    );
  } else if (guestEmail && !asking) {
    body = (
      <PaymentResult
        referenceId={referenceId}
        showCredits={!brand.isPrime}
        guestEmail={guestEmail}
        onChangeEmail={() => setAsking(true)}
      />
    );
  } else if (member && !asking) {
    body = <PaymentResult referenceId={referenceId} showCredits={!brand.isPrime} />;
  } else {
    body = (
      <GuestLookup
        referenceId={referenceId}
        initialEmail={guestEmail ?? ''}
        onFound={(email) => {
          rememberSpecialPurchase(referenceId, email);
          setGuestEmail(email);
          setAsking(false);
        }}
      />
    );
  }

  return (
    <Stack gap="lg" maw={760}>
      <PageMeta title={t('pages.confirmationTitle')} description={t('pages.confirmationDescription')} />
      <Title order={1}>{t('pages.confirmationTitle')}</Title>
      {body}
    </Stack>
  );
}

const lookupSchema = z.object({ email: emailField });

/** Without an account the e-mail the order was placed with shows its result. */
function GuestLookup({
  referenceId,
  initialEmail,
  onFound,
}: {
  referenceId: string;
  initialEmail: string;
  onFound: (email: string) => void;
}) {
  const { t } = useTranslation('payments');
  const form = useForm({ initialValues: { email: initialEmail }, validate: zodResolver(lookupSchema) });
  return (
    <Card withBorder radius="md" padding="lg">
      <form
        noValidate
        aria-label={t('pages.findPayment')}
        onSubmit={form.onSubmit((values) => onFound(values.email.trim().toLowerCase()))}
      >
        <Stack gap="md">
          <Text>
            <Trans
              t={t}
              i18nKey="pages.lookupIntro"
              values={{ reference: referenceId }}
              components={{ strong: <strong /> }}
            />
          </Text>
          <TextInput
            label={t('pages.email')}
            type="email"
            withAsterisk
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <Group>
            <Button type="submit">{t('pages.showPayment')}</Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

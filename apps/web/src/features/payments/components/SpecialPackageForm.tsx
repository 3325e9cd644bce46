import { MSG, type PackageDto, specialPackagePurchaseSchema, USER_CATEGORY } from '@kinetic/domain';
import { Alert, Button, Card, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { z } from 'zod';
import { EmptyState } from '../../../components/EmptyState';
import { ListSkeleton, LoadError } from '../../../components/LoadStates';
import { ApiError, failureText } from '../../../lib/api-client';
import { formatMoney, formatNumber } from '../../../lib/format';
import { domainText, Trans, useTranslation } from '../../../lib/i18n';
import { useSessionUser } from '../../../lib/session';
import { zodResolver } from '../../../lib/zod-form';
import { purchaseSpecialPackage, usePackages } from '../api/payments';
import { usePackageName } from '../model/package-format';
import { rememberSpecialPurchase } from '../model/special-purchase';

const DESCRIPTION_MAX = 600;

const formSchema = specialPackagePurchaseSchema
  .pick({ email: true, firstName: true, description: true })
  .extend({ packageId: z.string({ error: MSG.required }).min(1, MSG.required) });

interface Props {
  /** The special program class the buyer came from (specialProgram?classId), if any. */
  forClass?: { title: string; videoClass: boolean } | null;
}

/**
 * SPEC 3.2 special package purchase: e-mail, first name, a description, the package, and the member's
 * own id when signed in. No account is needed: the e-mail is kept for this tab so the payment
 * confirmation page can show the result.
 */
export function SpecialPackageForm({ forClass = null }: Props) {
  const { t } = useTranslation('payments');
  const packages = usePackages({ packageType: 'SPECIAL' });
  if (packages.isPending) return <ListSkeleton rows={1} height={240} />;
  if (packages.isError) {
    return (
      <LoadError
        title={t('special.loadFailed')}
        error={packages.error}
        onRetry={() => void packages.refetch()}
      />
    );
  }
  if (packages.data.length === 0) {
    return (
      <EmptyState icon={<IconLock size={34} aria-hidden />} title={t('special.emptyTitle')}>
        {t('special.emptyBody')}
      </EmptyState>
    );
  }
  return <PurchaseForm options={packages.data} forClass={forClass} />;
}

function PurchaseForm({ options, forClass }: { options: PackageDto[]; forClass: Props['forClass'] }) {
  const { t } = useTranslation('payments');
  const user = useSessionUser();
  const packageName = usePackageName();
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const form = useForm({
    initialValues: {
      email: user?.email ?? '',
      firstName: user?.firstName ?? '',
      description: forClass ? t('special.descriptionDefault', { title: forClass.title }) : '',
      // One package on sale: it is the buyer's choice already.
      packageId: options.length === 1 ? String(options[0]!.id) : '',
    },
    validate: zodResolver(formSchema),
    onValuesChange: () => setError(null),
  });
  const chosen = options.find((pkg) => String(pkg.id) === form.values.packageId);

  const submit = form.onSubmit(async (values) => {
    setSending(true);
    setError(null);
    const email = values.email.trim();
    try {
      const result = await purchaseSpecialPackage({
        email,
        firstName: values.firstName.trim(),
        description: values.description.trim(),
        userId: user?.userCategory === USER_CATEGORY.customer ? user.id : undefined,
        videoClassPackage: forClass?.videoClass ?? false,
        packageId: Number(values.packageId),
      });
      rememberSpecialPurchase(result.referenceId, email);
      window.location.assign(result.paymentUrl);
    } catch (failure) {
      setSending(false);
      if (failure instanceof ApiError && Object.keys(failure.fields).length > 0)
        form.setErrors(failure.fields);
      else setError(failureText(failure, domainText(MSG.genericError)));
    }
  });

  return (
    <Card withBorder radius="lg" padding="lg">
      <form onSubmit={submit} noValidate aria-label={t('special.formLabel')}>
        <Stack gap="md">
          {forClass && (
            <Text>
              <Trans
                t={t}
                i18nKey="special.forClass"
                values={{ title: forClass.title }}
                components={{ strong: <strong /> }}
              />
            </Text>
          )}
          <Select
            label={t('special.package')}
            withAsterisk
            placeholder={t('special.choosePackage')}
            allowDeselect={false}
            data={options.map((pkg) => ({
              value: String(pkg.id),
              label: t('special.packageOption', {
                name: packageName(pkg.name),
                price: formatMoney(pkg.cost, pkg.currencyCode),
              }),
            }))}
            {...form.getInputProps('packageId')}
            value={form.values.packageId || null}
            onChange={(value) => form.setFieldValue('packageId', value ?? '')}
          />
          {chosen?.description && (
            <Text size="sm" c="dimmed" dir="auto">
              {chosen.description}
            </Text>
          )}
          <TextInput
            label={t('special.email')}
            type="email"
            withAsterisk
            autoComplete="email"
            description={t('special.emailNote')}
            {...form.getInputProps('email')}
          />
          <TextInput
            label={t('special.firstName')}
            withAsterisk
            autoComplete="given-name"
            {...form.getInputProps('firstName')}
          />
          <Textarea
            label={t('special.description')}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={DESCRIPTION_MAX}
            description={t('special.descriptionCount', {
              length: formatNumber(form.values.description.length),
              max: formatNumber(DESCRIPTION_MAX),
            })}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...form.getInputProps('description')}
          />
          {error && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={sending} leftSection={<IconLock size={16} aria-hidden />}>
              {chosen
                ? t('special.payAmount', { amount: formatMoney(chosen.cost, chosen.currencyCode) })
                : t('special.pay')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

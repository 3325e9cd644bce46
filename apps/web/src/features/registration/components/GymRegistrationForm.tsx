import { GYM_ROLE_LABEL, GYM_ROLES } from '@kinetic/domain';
import { Group, NumberInput, Radio, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MoneyInput } from '../../../components/MoneyInput';
import { domainText, useTranslation } from '../../../lib/i18n';
import { useStores } from '../../../lib/reference-data';
import { focusFirstError, zodResolver } from '../../../lib/zod-form';
import { useRegisterGym } from '../api/register-gym';
import { storeOf, useDefaultStoreId, useRegistrationOutcome } from '../hooks/use-registration';
import type { AccountValues } from '../model/form-rules';
import { emptyGymForm, type GymFormValues, gymFormSchema, toGymBody } from '../model/gym-form';
import { CountrySelect, NameFields, SignInFields } from './AccountFields';
import { FormSection } from './FormSection';
import { LocationButton } from './LocationButton';
import { SubmitRow } from './SubmitRow';

export function GymRegistrationForm() {
  const { t } = useTranslation('registration');
  const stores = useStores();
  const register = useRegisterGym();
  const outcome = useRegistrationOutcome();
  const form = useForm<GymFormValues>({
    initialValues: emptyGymForm(useDefaultStoreId()),
    validate: zodResolver(gymFormSchema),
    onValuesChange: () => outcome.clearError(),
  });
  const store = storeOf(stores.data, form.values.storeId);
  const decimals = store?.currencyDecimals ?? 3;
  const currencyCode = store?.currencyCode ?? '';
  const accountProps = (field: keyof AccountValues) => form.getInputProps(field);

  const submit = form.onSubmit(
    (values) =>
      register.mutate(toGymBody(values, decimals), {
        onSuccess: outcome.signIn,
        onError: (error) => outcome.failed(error, form),
      }),
    focusFirstError(form),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('gym.form')}>
      <Stack gap="lg">
        <FormSection id="gym-studio" title={t('gym.studio')}>
          <CountrySelect stores={stores.data ?? []} loading={stores.isPending} inputProps={accountProps} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('gym.studioName')}
              withAsterisk
              autoComplete="organization"
              {...form.getInputProps('studioName')}
            />
            <TextInput
              label={t('gym.website')}
              placeholder="https://"
              type="url"
              autoComplete="url"
              {...form.getInputProps('website')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('gym.classType')}
              withAsterisk
              placeholder={t('gym.classTypePlaceholder')}
              {...form.getInputProps('classType')}
            />
            <NumberInput
              label={t('gym.branches')}
              withAsterisk
              min={1}
              max={999}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="strict"
              {...form.getInputProps('noOfBranches')}
            />
          </SimpleGrid>
          <LocationButton
            latitude={form.values.latitude}
            longitude={form.values.longitude}
            onLocate={(latitude, longitude) => form.setValues({ latitude, longitude })}
          />
        </FormSection>

        <FormSection id="gym-prices" title={t('gym.prices')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <MoneyInput
              label={t('gym.dropIn')}
              withAsterisk
              currencyCode={currencyCode}
              decimals={decimals}
              {...form.getInputProps('price')}
            />
            <MoneyInput
              label={t('gym.monthly')}
              withAsterisk
              currencyCode={currencyCode}
              decimals={decimals}
              {...form.getInputProps('monthlyPrice')}
            />
            <MoneyInput
              label={t('gym.yearly')}
              withAsterisk
              currencyCode={currencyCode}
              decimals={decimals}
              {...form.getInputProps('yearlyPrice')}
            />
          </SimpleGrid>
          <Textarea
            label={t('gym.otherPackages')}
            description={t('gym.otherPackagesDescription')}
            autosize
            minRows={2}
            maxRows={6}
            {...form.getInputProps('otherPackages')}
          />
        </FormSection>

        <FormSection id="gym-contact" title={t('gym.account')}>
          <NameFields inputProps={accountProps} />
          <Radio.Group label={t('gym.role')} withAsterisk {...form.getInputProps('role')}>
            <Group mt={6}>
              {GYM_ROLES.map((role) => (
                <Radio key={role} value={role} label={domainText(GYM_ROLE_LABEL[role])} />
              ))}
            </Group>
          </Radio.Group>
          <SignInFields inputProps={accountProps} />
        </FormSection>

        <SubmitRow error={outcome.error} loading={register.isPending} label={t('gym.submit')} />
      </Stack>
    </form>
  );
}

import { TRAINER_TYPE_LABEL, TRAINER_TYPES } from '@kinetic/domain';
import { Group, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ActivityChoice } from '../../../components/ActivityChoice';
import { MoneyInput } from '../../../components/MoneyInput';
import { currencyName } from '../../../lib/format';
import { domainText, useTranslation } from '../../../lib/i18n';
import { useClassCategories, useNationalityOptions, useStores } from '../../../lib/reference-data';
import { focusFirstError, zodResolver } from '../../../lib/zod-form';
import { useRegisterTrainer } from '../api/register-trainer';
import { storeOf, useDefaultStoreId, useRegistrationOutcome } from '../hooks/use-registration';
import type { AccountValues } from '../model/form-rules';
import {
  emptyTrainerForm,
  type TrainerFormValues,
  toTrainerBody,
  trainerFormSchema,
} from '../model/trainer-form';
import { CountrySelect, NameFields, SignInFields } from './AccountFields';
import { CertificatesField } from './CertificatesField';
import { FormSection } from './FormSection';
import { SubmitRow } from './SubmitRow';

/** The API keeps a trainer's rate within five digits of minor units. */
const MAX_RATE_MINOR = 99_999;

export function TrainerRegistrationForm() {
  const { t } = useTranslation('registration');
  const stores = useStores();
  const categories = useClassCategories();
  const nationalities = useNationalityOptions();
  const register = useRegisterTrainer();
  const outcome = useRegistrationOutcome();
  const form = useForm<TrainerFormValues>({
    initialValues: emptyTrainerForm(useDefaultStoreId()),
    validate: zodResolver(trainerFormSchema),
    onValuesChange: () => outcome.clearError(),
  });
  const store = storeOf(stores.data, form.values.storeId);
  const decimals = store?.currencyDecimals ?? 3;
  const accountProps = (field: keyof AccountValues) => form.getInputProps(field);
  const activityError = form.errors.activityIds;

  const submit = form.onSubmit(
    (values) =>
      register.mutate(toTrainerBody(values, decimals, categories.data ?? []), {
        onSuccess: outcome.signIn,
        onError: (error) => outcome.failed(error, form),
      }),
    focusFirstError(form),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('trainer.form')}>
      <Stack gap="lg">
        <FormSection id="trainer-about" title={t('trainer.about')}>
          <CountrySelect stores={stores.data ?? []} loading={stores.isPending} inputProps={accountProps} />
          <NameFields inputProps={accountProps} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Radio.Group label={t('trainer.gender')} withAsterisk {...form.getInputProps('gender')}>
              <Group mt={6}>
                <Radio value="MALE" label={t('trainer.male')} />
                <Radio value="FEMALE" label={t('trainer.female')} />
              </Group>
            </Radio.Group>
            <Select
              label={t('trainer.nationality')}
              withAsterisk
              placeholder={t('trainer.nationalityPlaceholder')}
              data={nationalities}
              searchable
              nothingFoundMessage={t('trainer.noNationality')}
              {...form.getInputProps('nationality')}
            />
          </SimpleGrid>
        </FormSection>

        <FormSection id="trainer-account" title={t('trainer.account')}>
          <SignInFields inputProps={accountProps} />
        </FormSection>

        <FormSection id="trainer-training" title={t('trainer.training')}>
          <Radio.Group label={t('trainer.iAm')} withAsterisk {...form.getInputProps('trainerType')}>
            <Group mt={6}>
              {TRAINER_TYPES.map((type) => (
                <Radio key={type} value={type} label={domainText(TRAINER_TYPE_LABEL[type])} />
              ))}
            </Group>
          </Radio.Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <MoneyInput
              label={t('trainer.rate')}
              description={t('trainer.rateIn', {
                currency: store ? currencyName(store.currencyCode) : t('trainer.yourCurrency'),
              })}
              withAsterisk
              currencyCode={store?.currencyCode ?? ''}
              decimals={decimals}
              maxMinor={MAX_RATE_MINOR}
              {...form.getInputProps('trainerClassRate')}
            />
            <TextInput
              label={t('trainer.gyms')}
              description={
                form.values.trainerType === 'FREELANCER' ? t('trainer.optional') : t('trainer.separateGyms')
              }
              placeholder={t('trainer.gymsPlaceholder')}
              {...form.getInputProps('gymNames')}
            />
          </SimpleGrid>
          <ActivityChoice
            label={t('trainer.activities')}
            categories={categories.data ?? []}
            loading={categories.isPending}
            value={form.values.activityIds}
            onChange={(ids) => form.setFieldValue('activityIds', ids)}
            error={typeof activityError === 'string' ? activityError : undefined}
          />
          <CertificatesField
            count={form.values.certificates.length}
            inputProps={(index) => form.getInputProps(`certificates.${index}`)}
            onAdd={() => {
              const index = form.values.certificates.length;
              form.insertListItem('certificates', '');
              // Focus the new field once it has rendered.
              setTimeout(() => form.getInputNode(`certificates.${index}`)?.focus());
            }}
            onRemove={(index) => form.removeListItem('certificates', index)}
          />
        </FormSection>

        <SubmitRow error={outcome.error} loading={register.isPending} label={t('trainer.submit')} />
      </Stack>
    </form>
  );
}

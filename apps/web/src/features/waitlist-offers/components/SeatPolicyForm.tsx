import {
  type FeeUnit,
  SEAT_POLICY_LIMITS,
  type SeatPolicyViewDto,
  WAITLIST_MODES,
  type WaitlistMode,
} from '@kinetic/domain';
import {
  Button,
  Checkbox,
  Divider,
  Group,
  NumberInput,
  Paper,
  Radio,
  Skeleton,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import { LoadError } from '../../../components/LoadStates';
import { notifications } from '../../../components/toasts';
import { ApiError } from '../../../lib/api-client';
import { formatMoney, formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useSaveSeatPolicy, useSeatPolicy } from '../api/seat-policy';
import {
  checkDraft,
  draftOf,
  type FieldProblem,
  type PolicyField,
  type SeatPolicyDraft,
  strikeRuleOf,
  withFeeUnit,
} from '../model/seat-policy-draft';
import { FeeFields } from './FeeFields';
import { RollDefaultField } from './RollDefaultField';
import { SelfCheckInFields } from './SelfCheckInFields';

/**
 * The partner's seat policy (GET, then PUT /manage/seat-policy), for a gym or a freelance trainer: the
 * waitlist, the strike rule and what those not checked in count as when the roll closes, the late-cancel
 * and no-show fees (in the partner's currency, which the policy's view carries), and self check-in
 * ("I'm here" at the venue).
 */
export function SeatPolicyForm() {
  const { t } = useTranslation('waitlistOffers');
  const policy = useSeatPolicy();
  if (policy.isPending) {
    return (
      <Stack gap="md" maw={640} role="status" aria-busy="true" aria-label={t('policy.title')}>
        <Skeleton h={140} radius="md" />
        <Skeleton h={64} radius="md" />
        <Skeleton h={64} radius="md" />
        <Skeleton h={120} radius="md" />
      </Stack>
    );
  }
  if (policy.isError) {
    return (
      <LoadError title={t('policy.loadError')} error={policy.error} onRetry={() => void policy.refetch()} />
    );
  }
  return <PolicyFields saved={policy.data} />;
}

type Bounds = { min: number; max: number };
const shown = ({ min, max }: Bounds) => ({ min: formatNumber(min), max: formatNumber(max) });

function PolicyFields({ saved }: { saved: SeatPolicyViewDto }) {
  const { t } = useTranslation('waitlistOffers');
  const { currencyCode } = saved;
  const [draft, setDraft] = useState<SeatPolicyDraft>(() => draftOf(saved, currencyCode));
  const [errors, setErrors] = useState<Partial<Record<PolicyField, string>>>({});
  const save = useSaveSeatPolicy();
  // In the order of the page: the first wrong field shown is focused.
  const ids = {
    offerClaimMinutes: useId(),
    offerCutoffMinutes: useId(),
    waitlistMax: useId(),
    strikeLimit: useId(),
    strikeWindowDays: useId(),
    strikePauseDays: useId(),
    lateCancelStrikes: useId(),
    lateCancelFee: useId(),
    noShowFee: useId(),
    feeDelayHours: useId(),
    selfCheckInMinutes: useId(),
  };
  const headings = { waitlist: useId(), strikes: useId() };
  const offers = draft.waitlistMode === 'OFFER';
  const rule = strikeRuleOf(draft);

  const set = (change: Partial<SeatPolicyDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    // A corrected field stops showing its old error.
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(change) as PolicyField[]) delete next[key];
      return next;
    });
  };

  /** Hidden, the strike numbers keep what was typed (sent only when turned on again), errors gone. */
  const togglePause = (on: boolean) => {
    setDraft((current) => ({ ...current, pauseAfterStrikes: on }));
    setErrors((current) => {
      const next = { ...current };
      for (const field of ['strikeLimit', 'strikeWindowDays', 'strikePauseDays'] as const) delete next[field];
      return next;
    });
  };

  /** Hidden, the minutes keep what was typed (sent only when turned on again), its error gone. */
  const toggleSelfCheckIn = (on: boolean) => {
    setDraft((current) => ({ ...current, selfCheckIn: on }));
    setErrors((current) => {
      const next = { ...current };
      delete next.selfCheckInMinutes;
      return next;
    });
  };

  /** Another unit: its amounts (the saved ones, or none), and the fee fields' errors gone. */
  const changeUnit = (unit: FeeUnit) => {
    setDraft((current) => withFeeUnit(current, unit, saved, currencyCode));
    setErrors((current) => {
      const next = { ...current };
      for (const field of ['lateCancelFee', 'noShowFee'] as const) delete next[field];
      return next;
    });
  };

  // Money's bounds read as money ('1,000.000 KWD'), in minor units as the domain holds them.
  const problemText = (problem: FieldProblem) =>
    t(
      `policy.errors.${problem.kind}`,
      problem.kind === 'moneyFee'
        ? { min: formatMoney(problem.min, currencyCode), max: formatMoney(problem.max, currencyCode) }
        : shown(problem),
    );

  const focusFirst = (fields: string[]) => {
    const first = (Object.keys(ids) as (keyof typeof ids)[])
      .filter((field) => fields.includes(field))
      .map((field) => document.getElementById(ids[field]))
      .find((element) => element !== null);
    first?.focus();
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkDraft(draft, saved, currencyCode);
    if ('problems' in checked) {
      const found = Object.entries(checked.problems).map(([field, problem]) => [field, problemText(problem)]);
      setErrors(Object.fromEntries(found));
      focusFirst(found.map(([field]) => field as string));
      return;
    }
    setErrors({});
    save.mutate(checked.policy, {
      onSuccess: (policy) => {
        setDraft(draftOf(policy, policy.currencyCode));
        notifications.show({ color: 'green', title: t('policy.saved'), message: t('policy.savedMessage') });
      },
      onError: (error) => {
        const fields = error instanceof ApiError ? error.fields : {};
        setErrors(fields);
        focusFirst(Object.keys(fields));
        if (error instanceof ApiError && (error.status === 0 || error.status >= 500)) return;
        notifications.show({ color: 'red', title: t('policy.saveFailed'), message: error.message });
      },
    });
  }

  const minutesField = (field: 'offerClaimMinutes' | 'offerCutoffMinutes', bounds: Bounds, help: string) => (
    <NumberInput
      id={ids[field]}
      label={t(field === 'offerClaimMinutes' ? 'policy.claimMinutes' : 'policy.cutoffMinutes')}
      description={help}
      value={draft[field]}
      onChange={(value) => set({ [field]: value })}
      min={bounds.min}
      max={bounds.max}
      clampBehavior="none"
      allowDecimal={false}
      allowNegative={false}
      error={errors[field]}
      withAsterisk
    />
  );

  const daysField = (field: 'strikeWindowDays' | 'strikePauseDays') => (
    <NumberInput
      id={ids[field]}
      label={t(field === 'strikeWindowDays' ? 'policy.strikes.windowDays' : 'policy.strikes.pauseDays')}
      value={draft[field]}
      onChange={(value) => set({ [field]: value })}
      min={SEAT_POLICY_LIMITS.strikeDays.min}
      max={SEAT_POLICY_LIMITS.strikeDays.max}
      clampBehavior="none"
      allowDecimal={false}
      allowNegative={false}
      error={errors[field]}
      withAsterisk
    />
  );

  const days = (count: number) => t('policy.strikes.days', { count });
  const summary =
    rule &&
    t(draft.lateCancelStrikes ? 'policy.strikes.summary' : 'policy.strikes.summaryNoShows', {
      count: rule.limit,
      window: days(rule.windowDays),
      pause: days(rule.pauseDays),
    });

  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate aria-label={t('policy.formLabel')}>
        <Stack gap="lg" maw={560}>
          <Stack component="section" gap="lg" aria-labelledby={headings.waitlist}>
            <Title order={2} size="h4" id={headings.waitlist}>
              {t('policy.waitlistTitle')}
            </Title>
            <Radio.Group
              label={t('policy.modeLabel')}
              value={draft.waitlistMode}
              onChange={(value) => set({ waitlistMode: value as WaitlistMode })}
            >
              <Stack gap="sm" mt="xs">
                {WAITLIST_MODES.map((mode) => (
                  <Radio
                    key={mode}
                    value={mode}
                    label={t(`policy.modes.${mode}`)}
                    description={t(`policy.modes.${mode}Help`)}
                  />
                ))}
              </Stack>
            </Radio.Group>
            {offers &&
              minutesField(
                'offerClaimMinutes',
                SEAT_POLICY_LIMITS.claimMinutes,
                t('policy.claimMinutesHelp', shown(SEAT_POLICY_LIMITS.claimMinutes)),
              )}
            {offers &&
              minutesField(
                'offerCutoffMinutes',
                SEAT_POLICY_LIMITS.cutoffMinutes,
                t('policy.cutoffMinutesHelp'),
              )}
            <NumberInput
              id={ids.waitlistMax}
              label={t('policy.waitlistMax')}
              description={t('policy.waitlistMaxHelp')}
              value={draft.waitlistMax}
              onChange={(value) => set({ waitlistMax: value })}
              min={SEAT_POLICY_LIMITS.waitlistMax.min}
              max={SEAT_POLICY_LIMITS.waitlistMax.max}
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              error={errors.waitlistMax}
            />
          </Stack>
          <Divider />
          <Stack component="section" gap="lg" aria-labelledby={headings.strikes}>
            <Stack gap={4}>
              <Title order={2} size="h4" id={headings.strikes}>
                {t('policy.strikes.title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('policy.strikes.help')}
              </Text>
            </Stack>
            <Switch
              label={t('policy.strikes.pause')}
              checked={draft.pauseAfterStrikes}
              onChange={(event) => togglePause(event.currentTarget.checked)}
            />
            {draft.pauseAfterStrikes && (
              <Stack gap="md">
                <NumberInput
                  id={ids.strikeLimit}
                  label={t('policy.strikes.limit')}
                  value={draft.strikeLimit}
                  onChange={(value) => set({ strikeLimit: value })}
                  min={SEAT_POLICY_LIMITS.strikeLimit.min}
                  max={SEAT_POLICY_LIMITS.strikeLimit.max}
                  clampBehavior="none"
                  allowDecimal={false}
                  allowNegative={false}
                  error={errors.strikeLimit}
                  withAsterisk
                />
                {daysField('strikeWindowDays')}
                {daysField('strikePauseDays')}
                {summary && (
                  <Text size="sm" fw={500}>
                    {summary}
                  </Text>
                )}
              </Stack>
            )}
            <Checkbox
              id={ids.lateCancelStrikes}
              label={t('policy.strikes.lateCancel')}
              checked={draft.lateCancelStrikes}
              onChange={(event) => set({ lateCancelStrikes: event.currentTarget.checked })}
              error={errors.lateCancelStrikes}
            />
            <RollDefaultField value={draft.rollDefault} onChange={(rollDefault) => set({ rollDefault })} />
          </Stack>
          <Divider />
          <FeeFields
            draft={draft}
            currencyCode={currencyCode}
            errors={errors}
            ids={ids}
            onChange={set}
            onUnit={changeUnit}
          />
          <Divider />
          <SelfCheckInFields
            draft={draft}
            errors={errors}
            ids={ids}
            onChange={set}
            onToggle={toggleSelfCheckIn}
          />
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('policy.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

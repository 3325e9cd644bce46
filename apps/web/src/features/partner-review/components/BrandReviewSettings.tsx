import { Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '../../../components/toasts';
import { failureText } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useBrandReviewSettings, useSetBrandReview } from '../api/partner-reviews';

/** The operator turns each brand's review of new partners on or off (brand.partners_need_approval). */
export function BrandReviewSettings() {
  const { t } = useTranslation('partnerReview');
  const settings = useBrandReviewSettings();
  const change = useSetBrandReview();
  // Nothing to show a caller the API refuses (the list below says why), nor while loading long.
  if (settings.isPending) return <Skeleton h={96} radius="md" />;
  if (settings.isError) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="brand-review-settings">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="brand-review-settings">
          {t('settings.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('settings.intro')}
        </Text>
        {settings.data.map((brand) => (
          <Switch
            key={brand.brandId}
            checked={brand.partnersNeedApproval}
            disabled={change.isPending}
            label={t('settings.brand', { brand: brand.name, host: brand.host })}
            onChange={(event) =>
              change.mutate(
                { brandId: brand.brandId, partnersNeedApproval: event.currentTarget.checked },
                {
                  onSuccess: (saved) =>
                    notifications.show({
                      color: 'green',
                      title: t('settings.saved'),
                      message: t(saved.partnersNeedApproval ? 'settings.nowOn' : 'settings.nowOff', {
                        brand: saved.name,
                      }),
                    }),
                  onError: (error) =>
                    notifications.show({
                      color: 'red',
                      title: t('settings.failed'),
                      message: failureText(error, t('settings.failed')),
                    }),
                },
              )
            }
          />
        ))}
      </Stack>
    </Paper>
  );
}

import { Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageMeta } from '../../components/PageMeta';
import { useClassPage } from '../../features/classes';
import { SpecialPackageForm } from '../../features/payments';
import { useTranslation } from '../../lib/i18n';

/** specialProgram?classId (SPEC 2.1): buy a special package, with or without an account (SPEC 3.2). */
export default function SpecialProgramPage() {
  const { t } = useTranslation('payments');
  const [query] = useSearchParams();
  const classId = Number(query.get('classId'));
  const page = useClassPage(Number.isInteger(classId) && classId > 0 ? classId : null);
  const item = page.data?.upcomingSessions[0];
  return (
    <Stack gap="lg" maw={760}>
      <PageMeta title={t('pages.specialTitle')} description={t('pages.specialDescription')} />
      <Stack gap={4}>
        <Title order={1}>{t('pages.specialTitle')}</Title>
        <Text c="dimmed">{t('pages.specialIntro')}</Text>
      </Stack>
      <SpecialPackageForm
        key={item?.classId ?? 0}
        forClass={item ? { title: item.title, videoClass: item.videoClass } : null}
      />
    </Stack>
  );
}

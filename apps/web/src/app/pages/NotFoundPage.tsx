import { Button } from '@mantine/core';
import { IconMapSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { PageMeta } from '../../components/PageMeta';
import { useTranslation } from '../../lib/i18n';

export default function NotFoundPage() {
  const { t } = useTranslation('staticPages');
  return (
    <>
      <PageMeta title={t('notFound.title')} description={t('notFound.description')} />
      <EmptyState icon={<IconMapSearch size={34} />} title={t('notFound.title')} order={1}>
        {t('notFound.text')}
        <Button component={Link} to="/classes" mt="md" display="block" mx="auto" w="fit-content">
          {t('notFound.browse')}
        </Button>
      </EmptyState>
    </>
  );
}

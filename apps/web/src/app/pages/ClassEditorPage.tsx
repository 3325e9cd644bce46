import { mayEditClasses, nameIn, USER_CATEGORY } from '@kinetic/domain';
import { Alert, Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLock, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { confirmPopup } from '../../components/confirm/confirm-store';
import { EmptyState } from '../../components/EmptyState';
import { LoadError } from '../../components/LoadStates';
import { PageMeta } from '../../components/PageMeta';
import { ReaderDates } from '../../components/ReaderDates';
import { notifications } from '../../components/toasts';
import {
  ClassEditor,
  classEditorPath,
  myClassesPath,
  TimingsManager,
  useDeleteClass,
  useManagedClass,
} from '../../features/class-management';
import { useStoreClock } from '../../features/classes';
import { useActivities, useSubCategories } from '../../features/gym-catalogue';
import { ApiError } from '../../lib/api-client';
import { currencyDecimals } from '../../lib/format';
import { useLanguage, useTranslation } from '../../lib/i18n';
import { useClassCategories } from '../../lib/reference-data';
import { useSessionUser } from '../../lib/session';

/** The class editor: a new class with its timings, or an existing one with its timings and slots. */
export default function ClassEditorPage() {
  const { classId: param } = useParams();
  const classId = param ? Number(param) : null;
  const user = useSessionUser();
  const navigate = useNavigate();
  const { today, decimalsOf } = useStoreClock();
  const categories = useClassCategories();
  const existing = useManagedClass(classId);
  const deleteClass = useDeleteClass();
  // A gym also picks its own activities and sub-categories; a trainer the shared ones.
  const isGym = user?.userCategory === USER_CATEGORY.gym;
  const gymActivities = useActivities(isGym);
  const gymSubCategories = useSubCategories(isGym);
  const language = useLanguage();
  const { t } = useTranslation('classManagement');
  if (!user) return null;

  // An existing class keeps its store's currency; a new one takes the caller's.
  const currencyCode = existing.data?.currencyCode ?? user.currencyCode;
  const decimals =
    existing.data?.currencyDecimals ?? currencyDecimals(currencyCode, decimalsOf(currencyCode));
  const back = myClassesPath(user.userCategory);
  const title = classId ? t('editorPage.editTitle') : t('editorPage.createTitle');
  const header = (
    <Stack gap={4}>
      <Anchor component={Link} to={back} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden className="directional-icon" /> {t('editorPage.back')}
        </Group>
      </Anchor>
      <Title order={1}>
        {classId && existing.data ? t('editorPage.editNamed', { title: existing.data.title }) : title}
      </Title>
    </Stack>
  );

  if (!mayEditClasses(user)) {
    return (
      <Stack gap="lg">
        <PageMeta title={title} />
        {header}
        <EmptyState icon={<IconLock size={34} />} title={t('editorPage.lockedTitle')}>
          {t('editorPage.lockedBody')}
        </EmptyState>
      </Stack>
    );
  }
  if (categories.isPending || (classId !== null && existing.isPending)) {
    return (
      <Stack gap="lg">
        <PageMeta title={title} />
        {header}
        <Skeleton h={420} radius="lg" aria-hidden />
      </Stack>
    );
  }
  if (classId !== null && existing.isError) {
    const status = existing.error instanceof ApiError ? existing.error.status : 0;
    return (
      <Stack gap="lg">
        <PageMeta title={title} />
        {header}
        {status === 403 || status === 404 || status === 410 ? (
          <EmptyState
            icon={<IconLock size={34} />}
            title={status === 403 ? t('editorPage.notYoursTitle') : t('editorPage.notEditableTitle')}
            action={
              <Button component={Link} to={back}>
                {t('editorPage.backToList')}
              </Button>
            }
          >
            {status === 403 ? t('editorPage.notYoursBody') : existing.error.message}
          </EmptyState>
        ) : (
          <LoadError
            title={t('editorPage.loadError')}
            error={existing.error}
            onRetry={() => void existing.refetch()}
          />
        )}
      </Stack>
    );
  }

  const remove = async () => {
    if (!classId) return;
    const answer = await confirmPopup({
      code: 'CONFIRM',
      title: t('editorPage.deleteTitle'),
      message: t('editorPage.deleteQuestion'),
    });
    if (!answer.confirmed) return;
    deleteClass.mutate(classId, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          title: t('editorPage.deleted'),
          message: t('editorPage.deletedMessage'),
        });
        navigate(back);
      },
      onError: (error) =>
        error instanceof ApiError &&
        error.status < 500 &&
        notifications.show({ color: 'red', title: t('editorPage.deleteFailed'), message: error.message }),
    });
  };

  return (
    <ReaderDates>
      <Stack gap="lg">
        <PageMeta title={title} description={t('editorPage.description')} />
        <Group justify="space-between" align="flex-end">
          {header}
          {classId && (
            <Button
              variant="outline"
              color="red"
              c="red.9"
              leftSection={<IconTrash size={16} />}
              onClick={() => void remove()}
            >
              {t('editorPage.deleteButton')}
            </Button>
          )}
        </Group>
        {!classId && <Text c="dimmed">{t('editorPage.intro')}</Text>}
        <ClassEditor
          key={existing.data?.classId ?? 'new'}
          user={user}
          categories={
            isGym && gymActivities.data
              ? gymActivities.data
                  .filter((activity) => activity.active)
                  .map((activity) => ({ id: activity.id, name: nameIn(activity, language), icon: '' }))
              : (categories.data ?? [])
          }
          subCategories={(gymSubCategories.data ?? [])
            .filter((sub) => sub.active)
            .map((sub) => ({
              id: sub.id,
              classCategoryId: sub.classCategoryId,
              name: nameIn(sub, language),
            }))}
          today={today}
          currencyCode={currencyCode}
          decimals={decimals}
          existing={existing.data}
          onSaved={(savedId, firstDate) =>
            classId
              ? undefined
              : navigate(
                  firstDate
                    ? myClassesPath(user.userCategory, firstDate)
                    : classEditorPath(user.userCategory, savedId),
                )
          }
        />
        {existing.data && <TimingsManager user={user} dto={existing.data} today={today} />}
        {categories.isError && (
          <Alert color="red" role="alert">
            {t('editorPage.categoriesError')}
          </Alert>
        )}
      </Stack>
    </ReaderDates>
  );
}

import { type ClassItemDto, mayEditClass, type SearchResultDto, type SearchSections } from '@kinetic/domain';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ClassSummaryRow } from '../../../components/ClassSummaryRow';
import { classDayLabel, classPlace, classTimeRange } from '../../../lib/class-format';
import { domainText, useTranslation } from '../../../lib/i18n';
import { classEditorPath, classPath, gymPath, trainerPath } from '../../../lib/links';
import { useSessionUser } from '../../../lib/session';
import { ResultLink } from './ResultLink';

export interface VisibleResults {
  trainers: SearchResultDto['trainerDetailList'];
  gyms: SearchResultDto['gymDetailList'];
  classes: ClassItemDto[];
}

/** Only the groups this role may see (SPEC 5), whatever the server sent. */
export function visibleResults(
  result: SearchResultDto | undefined,
  sections: SearchSections,
): VisibleResults {
  return {
    trainers: sections.trainers ? (result?.trainerDetailList ?? []) : [],
    gyms: sections.gyms ? (result?.gymDetailList ?? []) : [],
    classes: sections.classes ? (result?.classDetailList ?? []) : [],
  };
}

export const resultCount = (results: VisibleResults) =>
  results.trainers.length + results.gyms.length + results.classes.length;

function ResultGroup({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap={4} component="section" aria-labelledby={id}>
      <Title order={2} size="h6" id={id} tt="uppercase" c="dimmed" px={8}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * Results grouped as Trainers, Gyms, Classes. `compact` is the 300 px panel under the search box;
 * otherwise the full results page, where classes show as class rows.
 */
export function SearchResultGroups({
  results,
  compact,
  onNavigate,
  idPrefix,
}: {
  results: VisibleResults;
  compact: boolean;
  onNavigate?: () => void;
  idPrefix: string;
}) {
  // SPEC 6: trainers and gyms edit their own classes they click; any other class opens its page.
  const user = useSessionUser();
  const { t } = useTranslation('search');
  const classLink = (item: ClassItemDto) =>
    user && mayEditClass(user, item.managers)
      ? classEditorPath(user.userCategory, item.classId)
      : classPath(item);
  const list = (children: ReactNode) =>
    compact ? (
      <Stack gap={0}>{children}</Stack>
    ) : (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs">
        {children}
      </SimpleGrid>
    );

  return (
    <Stack gap={compact ? 'sm' : 'xl'}>
      {results.trainers.length > 0 && (
        <ResultGroup id={`${idPrefix}-trainers`} title={t('groups.trainers')}>
          {list(
            results.trainers.map((trainer) => (
              <ResultLink
                key={trainer.id}
                to={trainerPath(trainer)}
                title={`${trainer.firstName} ${trainer.lastName}`}
                name={`${trainer.firstName} ${trainer.lastName}`}
                detail={
                  trainer.categoryList.map((category) => category.name).join(', ') || t('groups.trainer')
                }
                image={trainer.profileImageThumbnail}
                onNavigate={onNavigate}
              />
            )),
          )}
        </ResultGroup>
      )}
      {results.gyms.length > 0 && (
        <ResultGroup id={`${idPrefix}-gyms`} title={t('groups.gyms')}>
          {list(
            results.gyms.map((gym) => (
              <ResultLink
                key={gym.id}
                to={gymPath(gym.id)}
                title={gym.studioName}
                name={gym.studioName}
                detail={
                  gym.gymBranchResponseList.map((branch) => branch.branchName).join(', ') || gym.classType
                }
                image={gym.profileImageThumbnail}
                square
                onNavigate={onNavigate}
              />
            )),
          )}
        </ResultGroup>
      )}
      {results.classes.length > 0 && (
        <ResultGroup id={`${idPrefix}-classes`} title={t('groups.classes')}>
          {compact ? (
            <Stack gap={0}>
              {results.classes.map((item) => (
                <ResultLink
                  key={item.classSessionId}
                  to={classLink(item)}
                  title={item.title}
                  name={item.title}
                  detail={`${classDayLabel(item.classDate)} · ${classTimeRange(item)} · ${domainText(classPlace(item))}`}
                  image={item.classMedia.mediaThumbNailUrl}
                  square
                  onNavigate={onNavigate}
                />
              ))}
            </Stack>
          ) : (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
              {results.classes.map((item) => (
                <ClassSummaryRow key={item.classSessionId} item={item} to={classLink(item)} />
              ))}
            </SimpleGrid>
          )}
        </ResultGroup>
      )}
    </Stack>
  );
}

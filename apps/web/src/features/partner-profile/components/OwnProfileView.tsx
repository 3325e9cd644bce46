import { type ManageProfileDto, TRAINER_TYPE_LABEL } from '@kinetic/domain';
import {
  Anchor,
  Avatar,
  BackgroundImage,
  Badge,
  Button,
  Card,
  Group,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconCalendarEvent,
  IconCertificate,
  IconEdit,
  IconExternalLink,
  IconMapPin,
} from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { domainText, useTranslation } from '../../../lib/i18n';
import { webPageHref } from '../../../lib/links';

const BranchPinMap = lazy(() => import('./BranchPinMap'));

interface Props {
  profile: ManageProfileDto;
  isGym: boolean;
  editPath: string;
  classesPath: string;
  publicPath: string;
}

/** trainer/profile and gym/profile: what members see, with the way to edit it and to the classes. */
export function OwnProfileView({ profile, isGym, editPath, classesPath, publicPath }: Props) {
  const { t } = useTranslation('partnerProfile');
  const website = webPageHref(profile.website);
  const name = isGym
    ? (profile.studioName ?? profile.firstName)
    : `${profile.firstName} ${profile.lastName}`.trim();
  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" padding={0}>
        <BackgroundImage src={profile.coverImageUrl ?? ''} h={160} bg="var(--mantine-primary-color-light)" />
        <Group p="lg" gap="lg" align="flex-end" mt={-60} wrap="wrap">
          <Avatar
            src={profile.profileImageThumbnail}
            name={name}
            color="brand"
            size={112}
            radius={112}
            alt=""
            style={{ border: '4px solid var(--mantine-color-body)' }}
          />
          <Stack gap={4} style={{ flex: '1 1 220px' }}>
            <Title order={1}>{name}</Title>
            <Group gap="xs">
              {!isGym && profile.trainerType && (
                <Badge variant="outline" color="gray.8">
                  {domainText(TRAINER_TYPE_LABEL[profile.trainerType])}
                </Badge>
              )}
              <Text size="sm" c="dimmed">
                {profile.email}
              </Text>
            </Group>
          </Stack>
          <Group gap="xs">
            <Button component={Link} to={editPath} leftSection={<IconEdit size={16} />}>
              {t('view.editProfile')}
            </Button>
            <Button
              component={Link}
              to={classesPath}
              variant="light"
              leftSection={<IconCalendarEvent size={16} />}
            >
              {t('view.myClasses')}
            </Button>
            <Button
              component={Link}
              to={publicPath}
              variant="default"
              leftSection={<IconExternalLink size={16} />}
            >
              {t('view.publicPage')}
            </Button>
          </Group>
        </Group>
      </Card>

      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="own-about">
        <Title order={2} size="h4" id="own-about" mb="sm">
          {t('view.about')}
        </Title>
        <Text style={{ whiteSpace: 'pre-line' }} c={profile.bio ? undefined : 'dimmed'} dir="auto">
          {profile.bio || t('view.noBio')}
        </Text>
        {isGym && website && (
          <Anchor href={website} target="_blank" rel="noopener noreferrer" size="sm" mt="xs" display="block">
            {website}
          </Anchor>
        )}
        <Group gap={6} mt="md">
          {profile.activities.map((activity) => (
            <Badge key={activity.id} variant="light">
              {activity.name}
            </Badge>
          ))}
        </Group>
        {!isGym && profile.certificates.length > 0 && (
          <List
            mt="md"
            spacing={4}
            icon={<IconCertificate size={18} aria-hidden />}
            aria-label={t('view.certificates')}
          >
            {profile.certificates.map((certificate) => (
              <List.Item key={certificate}>{certificate}</List.Item>
            ))}
          </List>
        )}
      </Card>

      {isGym && (
        <Stack gap="sm" component="section" aria-labelledby="own-branches">
          <Title order={2} size="h4" id="own-branches">
            {t('view.branches')}
          </Title>
          {profile.branches.length === 0 ? (
            <Text c="dimmed">{t('view.noBranches')}</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {profile.branches.map((branch) => (
                <Card key={branch.id} withBorder radius="md" padding="md" data-testid="own-branch">
                  <Stack gap={6}>
                    <Text fw={700}>{branch.name}</Text>
                    <Text size="sm" dir="auto">
                      <IconMapPin size={14} aria-hidden style={{ verticalAlign: -2, marginInlineEnd: 4 }} />
                      {[branch.address, branch.localityName, branch.cityName]
                        .filter(
                          (part, index): part is string =>
                            Boolean(part) && (index === 0 || !branch.address.includes(part as string)),
                        )
                        .join(', ')}
                    </Text>
                    {branch.studioInstruction && (
                      <Text size="sm" c="dimmed" dir="auto">
                        {branch.studioInstruction}
                      </Text>
                    )}
                    {(branch.closedForPrayers || branch.womenOnly) && (
                      <Group gap={6}>
                        {branch.closedForPrayers && (
                          <Badge variant="light">{t('branches.closedForPrayers')}</Badge>
                        )}
                        {branch.womenOnly && <Badge variant="light">{t('branches.womenOnly')}</Badge>}
                      </Group>
                    )}
                    <section aria-label={t('view.mapOf', { name: branch.name })}>
                      <Suspense fallback={<Skeleton h={220} radius="md" />}>
                        <BranchPinMap
                          latitude={branch.latitude}
                          longitude={branch.longitude}
                          label={branch.name}
                        />
                      </Suspense>
                    </section>
                  </Stack>
                </Card>
              ))}
            </SimpleGrid>
          )}
        </Stack>
      )}
    </Stack>
  );
}

import { changePercent, DASHBOARD_WINDOWS, type Dashboard } from '@kinetic/domain';
import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowDownRight, IconArrowRight, IconArrowUpRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate, formatMoney, formatNumber, formatPercent } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { GYM_ADMIN_AREAS, type GymAdminArea } from '../../gym-admin';

const areaPath = (key: GymAdminArea) =>
  GYM_ADMIN_AREAS.find((area) => area.key === key)?.path ?? '/gym/admin';
const listPath = (list: string) => `/gym/admin/dashboard/${list}`;

/** This month against the same days of the last: an arrow and the change in percent. */
function Change({
  current,
  previous,
  format,
}: {
  current: number;
  previous: number;
  format: (n: number) => string;
}) {
  const { t } = useTranslation('gymDashboard');
  const change = changePercent(current, previous);
  const [Icon, color, text] =
    change === null
      ? [IconArrowUpRight, 'teal', t('change.new', { previous: format(previous) })]
      : change > 0
        ? [IconArrowUpRight, 'teal', t('change.up', { percent: formatPercent(change) })]
        : change < 0
          ? [IconArrowDownRight, 'red', t('change.down', { percent: formatPercent(-change) })]
          : [IconArrowRight, 'dimmed', t('change.same')];
  return (
    <Group gap={4} wrap="nowrap" c={color === 'dimmed' ? 'dimmed' : `${color}.9`}>
      <Icon size={16} aria-hidden style={{ flexShrink: 0 }} />
      <Text size="xs" data-testid="change">
        {text}
      </Text>
    </Group>
  );
}

function Tile({
  id,
  label,
  value,
  href,
  children,
}: {
  id: string;
  label: string;
  value: string;
  href: string;
  children?: ReactNode;
}) {
  return (
    <Card component={Link} to={href} withBorder padding="md" data-testid={`tile-${id}`}>
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text fw={700} fz="xl" data-testid="value">
          {value}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}

function Section({
  id,
  title,
  note,
  children,
}: {
  id: string;
  title: string;
  note?: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      {note && (
        <Text size="sm" c="dimmed">
          {note}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {children}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * The owner's tiles (docs/adr/0046): today, this month against the same days of the last, members and
 * attendance. Each tile is a link to the list or report behind it.
 */
export function DashboardTiles({ data }: { data: Dashboard }) {
  const { t } = useTranslation('gymDashboard');
  const money = (minor: number) => formatMoney(minor, data.currencyCode);
  const day = (iso: string) => formatDate(iso, { day: 'numeric', month: 'short' });
  const W = DASHBOARD_WINDOWS;
  const { thisMonth: now, previousMonth: before } = data;
  const monthly = [
    { key: 'incomeNet', format: money, href: areaPath('reports') },
    { key: 'bookings', format: formatNumber, href: areaPath('bookings') },
    { key: 'newCustomers', format: formatNumber, href: areaPath('customers') },
  ] as const;
  return (
    <Stack gap="xl">
      <Section id="dashboard-today" title={t('sections.today')}>
        {(['classes', 'attending', 'freeSeats'] as const).map((key) => (
          <Tile
            key={key}
            id={key}
            label={t(`tiles.${key}`)}
            value={formatNumber(data.todaySessions[key])}
            href={listPath('today')}
          />
        ))}
      </Section>
      <Section
        id="dashboard-month"
        title={t('sections.month')}
        note={t('sections.monthNote', {
          from: day(now.fromDate),
          to: day(now.toDate),
          previousFrom: day(before.fromDate),
          previousTo: day(before.toDate),
        })}
      >
        {monthly.map(({ key, format, href }) => (
          <Tile key={key} id={key} label={t(`tiles.${key}`)} value={format(now[key])} href={href}>
            <Change current={now[key]} previous={before[key]} format={format} />
          </Tile>
        ))}
      </Section>
      <Section id="dashboard-members" title={t('sections.members')}>
        <Tile
          id="atRisk"
          label={t('tiles.atRisk')}
          value={formatNumber(data.atRisk)}
          href={listPath('at-risk')}
        >
          <Text size="xs" c="dimmed">
            {t('tiles.atRiskHint', { days: formatNumber(W.atRiskDays) })}
          </Text>
        </Tile>
        <Tile
          id="expiring"
          label={t('tiles.expiring')}
          value={formatNumber(data.expiring)}
          href={listPath('expiring')}
        >
          <Text size="xs" c="dimmed">
            {t('tiles.expiringHint', {
              days: formatNumber(W.expiringDays),
              credits: formatNumber(W.lowBalance),
            })}
          </Text>
        </Tile>
        <Tile
          id="firstToSecondVisit"
          label={t('tiles.firstToSecondVisit')}
          value={
            data.firstToSecondVisit.firstVisits === 0
              ? t('tiles.noData')
              : formatPercent(data.firstToSecondVisit.rate)
          }
          href={areaPath('customers')}
        >
          <Text size="xs" c="dimmed">
            {t('tiles.conversionHint', {
              returned: formatNumber(data.firstToSecondVisit.returned),
              firstVisits: formatNumber(data.firstToSecondVisit.firstVisits),
              days: formatNumber(W.conversionDays),
            })}
          </Text>
        </Tile>
      </Section>
      <Section
        id="dashboard-attendance"
        title={t('sections.attendance')}
        note={t('sections.attendanceNote', { days: formatNumber(W.rateDays) })}
      >
        {(['attendanceRate', 'noShowRate'] as const).map((key) => (
          <Tile
            key={key}
            id={key}
            label={t(`tiles.${key}`)}
            value={
              data.rates.attended + data.rates.noShows === 0
                ? t('tiles.noData')
                : formatPercent(data.rates[key])
            }
            href={areaPath('reports')}
          >
            <Text size="xs" c="dimmed">
              {t('tiles.ratesHint', {
                attended: formatNumber(data.rates.attended),
                noShows: formatNumber(data.rates.noShows),
              })}
            </Text>
          </Tile>
        ))}
      </Section>
    </Stack>
  );
}

import {
  type ClassItemDto,
  joinButton,
  mayEditClass,
  PRICE_MODEL_LABEL,
  type UserDto,
} from '@kinetic/domain';
import { IconClock, IconMapPin, IconStarFilled, IconUser, IconUsers } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { classCostText, classTimeRange, hostLine } from '../../../lib/class-format';
import { formatNumber } from '../../../lib/format';
import { domainText, useTranslation } from '../../../lib/i18n';
import { classPath } from '../../../lib/links';
import { seatsText } from '../model/labels';
import classes from './ClassCard.module.css';
import { ClassPicture } from './ClassPicture';

interface Props {
  item: ClassItemDto;
  /** The signed-in user, or null for a guest. */
  viewer: Pick<UserDto, 'id' | 'userCategory' | 'trainerAllowEdit'> | null;
  isPrime: boolean;
  onOpen: (item: ClassItemDto) => void;
  onEdit: (item: ClassItemDto) => void;
  /** In the first row: its picture is fetched at once. */
  eager?: boolean;
}

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** SPEC 2.5: picture, title, host, locality, time, cost, seats and the one button. */
export function ClassCard({ item, viewer, isPrime, onOpen, onEdit, eager }: Props) {
  const { t } = useTranslation('classes');
  const viewerCategory = viewer?.userCategory ?? null;
  const viewerMayEdit = viewer !== null && mayEditClass(viewer, item.managers);
  const action = joinButton({ ...item, viewerCategory, viewerMayEdit }, 'card');
  const seats = seatsText(item);
  const cost = classCostText(item, isPrime);
  const titleId = `class-title-${item.classSessionId}`;
  const locality =
    item.gymBranchDetail?.localityName ??
    item.venue?.localityName ??
    (item.videoClass ? t('card.online') : null);

  // Plain elements styled by ClassCard.module.css with Mantine's variables: twelve cards of Mantine
  // components were some 250 components, the largest part of the first page's render.
  return (
    <article className={classes.card} aria-labelledby={titleId}>
      <div className={classes.media}>
        <ClassPicture item={item} eager={eager} />
        <div className={classes.badges}>
          <span className={classes.badge} data-variant="white">
            {item.classCategory.name}
          </span>
          {item.priceModel !== 'PHYSICAL' && (
            <span className={classes.badge} data-variant="filled">
              {domainText(PRICE_MODEL_LABEL[item.priceModel])}
            </span>
          )}
        </div>
      </div>
      <div className={classes.body}>
        <Link
          to={classPath(item)}
          id={titleId}
          className={classes.title}
          onClick={(event) => {
            if (!plainClick(event)) return;
            event.preventDefault();
            onOpen(item);
          }}
        >
          <bdi>{item.title}</bdi>
        </Link>
        <Line icon={<IconUser size={16} aria-hidden />}>{hostLine(item)}</Line>
        {locality && <Line icon={<IconMapPin size={16} aria-hidden />}>{locality}</Line>}
        <Line icon={<IconClock size={16} aria-hidden />}>{classTimeRange(item)}</Line>
      </div>
      <div className={classes.footer}>
        <div className={classes.facts}>
          {cost && <span className={classes.cost}>{cost}</span>}
          {item.ratingAverage !== null && (
            <span
              className={classes.line}
              role="img"
              aria-label={t('card.rating', {
                average: formatNumber(item.ratingAverage),
                count: formatNumber(item.ratingCount),
              })}
            >
              <IconStarFilled size={14} aria-hidden color="var(--mantine-color-yellow-7)" />
              <span aria-hidden>
                {formatNumber(item.ratingAverage)} ({formatNumber(item.ratingCount)})
              </span>
            </span>
          )}
          {seats !== null && (
            <span className={classes.line}>
              <IconUsers size={16} aria-hidden />
              <span>{item.availableSeat > 0 ? t('card.seatsLeft', { seats }) : t('card.full')}</span>
            </span>
          )}
        </div>
        <button
          type="button"
          className={classes.action}
          disabled={action.disabled}
          aria-describedby={titleId}
          onClick={() => (action.key === 'EDIT' ? onEdit(item) : onOpen(item))}
        >
          {domainText(action.label)}
        </button>
      </div>
    </article>
  );
}

function Line({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <span className={classes.line}>
      {icon}
      <span className={classes.truncate}>{children}</span>
    </span>
  );
}

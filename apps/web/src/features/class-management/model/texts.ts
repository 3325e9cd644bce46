import { CM_MSG } from '@kinetic/domain';

/**
 * SPEC 5 and 8.5 texts the class screens show, word for word from the domain: shown through
 * domainText() so an Arabic reader gets their twin. Texts with a name or a count in them read from the
 * classManagement catalogue instead (overlap question, images that failed).
 */
export const CLASS_TEXT = {
  invalidTiming: CM_MSG.invalidTiming,
  invalidSeats: CM_MSG.invalidSeats,
  invalidPrice: CM_MSG.invalidPrice,
  autoWaitListTooLong: CM_MSG.autoWaitListTooLong,
  classAdded: CM_MSG.classAdded,
  classUpdated: CM_MSG.classUpdated,
  createdButImagesFailed: CM_MSG.classCreatedImageFailed,
  updatedButImagesFailed: CM_MSG.classUpdatedImageFailed,
  imagesFailed: CM_MSG.imagesFailed,
  messageSent: CM_MSG.messageSent,
  pastTime: CM_MSG.pastTime,
} as const;

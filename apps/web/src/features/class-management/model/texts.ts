import { CM_MSG } from '@kinetic/domain';

/** SPEC 5 and 8.5 texts the class screens show (word for word from the domain), plus our confirmations. */
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
  overlapQuestion: CM_MSG.overlapQuestion,
  deleteClass:
    'Are you sure you want to delete this class? All its upcoming sessions are cancelled and booked members get their credits back.',
  deleteSession:
    'Are you sure you want to delete this class session? Booked members get their credits back and are told.',
  deleteSlot:
    'Are you sure you want to delete this time slot? Its upcoming sessions are cancelled and booked members get their credits back.',
} as const;

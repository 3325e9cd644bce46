/** Texts of class management (SPEC 5, 8.2, 8.5), word for word where the spec fixes them. */
export const CM_MSG = {
  invalidTiming: 'Invalid timing',
  pastTime: 'Time must be greater than current time.',
  invalidSeats: 'Invalid Seats Selection.',
  invalidPrice: 'Invalid Price Selection',
  invalidTime: 'Invalid Time',
  classRunning: 'Class is already running on this time.',
  overlapQuestion: (title: string) =>
    `${title} is already scheduled during the selected time slot. Do you still want to schedule this class?`,
  classDeleted: 'This class has been deleted.',
  classAdded: 'Class has been added successfully!',
  classUpdated: 'Class updated successfully.',
  classCreatedImageFailed: 'Class created successfully but image upload failed.',
  classUpdatedImageFailed: 'Class updated successfully but image upload failed.',
  imagesFailed: (failed: number, total: number) => `${failed} of ${total} image upload failed.`,
  messageSent: 'Message sent successfully',
  profilePictureUpdated: 'Profile picture updated successfully.',
  coverPictureUpdated: 'Cover picture updated successfully.',
  profileSaved: 'Changes to your profile have been saved!',
  noChanges: 'No changes detected for update',
  atLeastOneActivity: 'You must have at least one activity.',
  bioBlank: "You can't left your bio blank while editing it.",
  bioTooLong: 'Bio cannot be greater than 600 characters.',
  certificateBlank: 'Field required.',
  validCity: 'Please select a valid city',
  localityRequired: 'Locality is required.',
  validLocality: 'Valid locality is required.',
  // Our wording where the spec names a situation but not its text.
  autoWaitListTooLong: 'Maximum length 2 characters.',
  editNotAllowed: 'Your gym has not allowed you to edit classes.',
  notYourClass: 'This class belongs to another trainer or gym.',
  trainerLocked: 'The trainer of this timing is already assigned and cannot be changed.',
  unknownTrainer: 'Please choose a trainer from the list.',
  unknownBranch: 'Please choose one of your branches.',
  unknownCategory: 'Please choose an activity from the list.',
  unknownSubCategory: 'Please select a valid sub-category.',
  unknownMedia: 'Please upload the images again.',
  sessionStarted: 'This session has already started.',
  sessionDeleted: 'This class session has been deleted.',
  timingDeleted: 'This class timing has been deleted.',
  classSessionCanceledByGym: '$className on $classDate was cancelled by $gymName.',
  bookingCanceledByGym: 'Your booking of $className on $classDate was cancelled by $gymName.',
  supportMessage: '$senderName about $className on $classDate: $message',
  classSessionMoved: '$className on $classDate now runs $fromTime to $toTime ($gymName).',
  guestOnlyGym: 'Only a gym can add a guest.',
  cancelOnlyGym: "Only the gym can cancel a customer's booking.",
  classFull: 'This class is full.',
  fileTooLarge: (mb: number) => `This image is larger than ${mb} MB.`,
  fileWrongType: 'Only JPEG, PNG or WebP images can be uploaded.',
  imageTooManyPixels: (megapixels: number) => `This image is too large: at most ${megapixels} megapixels.`,
  notYourMedia: 'This image belongs to another trainer or gym.',
  noFiles: 'Please choose an image to upload.',
  tooManyFiles: (n: number) => `Please upload at most ${n} images at a time.`,
  mediaNotFound: 'This image does not exist.',
} as const;

/**
 * Notification types written by class management (SPEC 4.5 names ids 1 to 41 and 61 without their
 * meanings). A customer clicking a gym-cancel notification does nothing.
 */
export const CM_NOTIFICATION_TYPE = {
  /** The gym or trainer cancelled the customer's booking (refund or not). */
  canceledByGym: 21,
  /** The session (or its timing or class) was deleted: bookings cancelled with credits back. */
  sessionDeleted: 22,
  /** A support message from the gym or trainer to the session's participants. */
  supportMessage: 23,
  /** The gym or trainer moved a booked session to another time: the booking moves with it. */
  sessionMoved: 24,
} as const;

/** SPEC 7.7 uploads: images only, checked by their bytes, at most 5 MB each. */
export const MEDIA_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  /** A phone's photo is 12 to 24 megapixels; decoding one takes about 4 bytes a pixel of memory. */
  maxMegapixels: 25,
  maxFiles: 10,
  types: ['image/jpeg', 'image/png', 'image/webp'] as readonly string[],
  thumbnailWidth: 400,
} as const;

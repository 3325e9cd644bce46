import { distanceText } from './check-in';
/** Texts of class management (SPEC 5, 8.2, 8.5), word for word where the spec fixes them. */
export const CM_MSG = {
  invalidTiming: 'Invalid timing',
  pastTime: 'Time must be greater than current time.',
  invalidSeats: 'Invalid Seats Selection.',
  // Our wording: the spec's generic seat text did not say what to fix.
  creditSeatsAboveSeats: 'Credit seats cannot be more than the seats.',
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
  invalidReminder: 'Choose a reminder time of at most a week before the class.',
  editNotAllowed: 'Your gym has not allowed you to edit classes.',
  notYourClass: 'This class belongs to another trainer or gym.',
  trainerLocked: 'The trainer of this timing is already assigned and cannot be changed.',
  checkInTooEarly: 'Check-in opens an hour before the class starts.',
  absentTooEarly: 'A participant can be marked absent once the class has started.',
  // Self check-in ("I'm here").
  selfCheckInOff: 'This class does not take self check-in: show your code at the door.',
  selfCheckInNotYet: (time: string) => `Self check-in opens at ${time}.`,
  selfCheckInOver: 'This class has ended: self check-in is closed.',
  tooFarToCheckIn: (meters: number) =>
    `You need to be at the gym to check in: you are about ${distanceText(meters)} away.`,
  // A scanned or typed check-in code.
  checkInCodeUnknown: 'This code is not a booking of this class. Check that it is the code of this class.',
  alreadyCheckedIn: (name: string, time: string) =>
    `This code has already been used: ${name} was checked in at ${time}.`,
  unknownBranch: 'Please choose one of your branches.',
  // A freelance trainer's class in person says where.
  venueRequired: 'Please give the address and area where this class takes place, or make it an online class.',
  venueAddressRequired: 'Please give the address where this class takes place.',
  venueAreaRequired: 'Please choose the area where this class takes place.',
  venuePinInvalid: 'The map pin is not a valid latitude and longitude.',
  venuePinIncomplete: 'Please give both the latitude and the longitude of the map pin, or neither.',
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

/** SPEC 7.7 uploads: images only, checked by their bytes, at most 5 MB each. */
export const MEDIA_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  /** A phone's photo is 12 to 24 megapixels; decoding one takes about 4 bytes a pixel of memory. */
  maxMegapixels: 25,
  maxFiles: 10,
  types: ['image/jpeg', 'image/png', 'image/webp'] as readonly string[],
  thumbnailWidth: 400,
} as const;

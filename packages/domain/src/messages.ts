/** Every user-facing text the specification fixes, word for word (SPEC 5, 8, 9). */
export const MSG = {
  required: 'This information is required.',
  fieldRequired: 'Field required.',
  allFieldsRequired: 'All fields are required.',
  maxLength: (n: number) => `Maximum length ${n} characters.`,
  minLength: (n: number) => `Field must contain atleast ${n} characters.`,
  invalidEmail: 'Invalid email address.',
  passwordMismatch: 'Password does not match.',
  /** The SPEC's text with a longer minimum (8, was 6). */
  passwordRule: 'Invalid password. Password must be at least 8 characters long, and contain a number.',
  /** Our wording: a new password on the list of the most common ones. */
  commonPassword: 'This password is too common and easy to guess. Please choose a different one.',
  onlyDigits: 'Only digits are allowed.',
  emailMismatch: 'Email does not match.',
  activitiesRequired: 'Activities are required.',
  timingRequired: 'Timing is required.',
  atLeastOneActivity: 'You must have at least one activity.',
  bioBlank: "You can't left your bio blank while editing it.",
  bioTooLong: 'Bio cannot be greater than 600 characters.',
  noChanges: 'No changes detected for update',
  monthlyPrice: 'Monthly Price cannot be greater than or equal to Yearly Price',
  validCity: 'Please select a valid city',
  localityRequired: 'Locality is required.',
  validLocality: 'Valid locality is required.',
  dobFuture: 'Date of birth cannot be in future.',
  promoRequired: 'Promo code is required',
  invalidDate: 'Provided date is invalid.',
  /** Our wording: a date outside the years the product works with. */
  dateOutOfRange: (from: number, to: number) => `Choose a date between ${from} and ${to}.`,
  /** Our wording: a stored link that a browser would not open as a web page. */
  httpUrlOnly: 'Enter a web address that starts with http:// or https://.',
  /** Plain words (the SPEC has none): a control character or a broken character in a text. */
  unsafeText: 'This text contains characters that are not allowed.',

  emailAvailable: 'Email available',
  validEmail: 'Valid Email',
  alreadyHaveAccount: 'Already have an account',
  emailExists: 'Email already exist.Try other email.',
  emailDoesNotExist: "email doesn't exist",
  resetMailSent: 'The message has been sent successfully',
  invalidCredentials: 'Invalid email or password.',
  partnerLogin: 'This account belongs to a partner. Please sign in on the link.',
  resetTokenInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',
  passwordUpdated: 'Congrats! Password successfully updated.',
  oldPasswordWrong: 'Your current password is not correct.',
  emailUpdated: 'Congrats! Email successfully updated.',
  emailChangeSent:
    'We sent a link to your new address. Your e-mail changes when you open it (within 24 hours); until then you sign in with the current one.',
  emailChangeInvalid: 'This confirmation link is invalid or has expired. Please change your e-mail again.',
  passwordWrong: 'Your password is not correct.',
  phoneUpdated: 'Congrats! Phone successfully updated.',
  profileSaved: 'Changes to your profile have been saved!',
  profileError: 'Profile Updation Error Caused',
  countryChanged: 'Your country changed successfully.',
  messageSent: 'Message sent successfully',
  tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
  tooManyGuestWrites: 'Too many new accounts or orders from this connection. Please try again later.',
  /** Our wording: failed sign-ins on one account, whoever made them. */
  accountLocked: (minutes: number) =>
    `Too many failed sign-in attempts on this account. Please try again in ${minutes === 1 ? 'a minute' : `${minutes} minutes`}, or reset your password.`,
  tooManyResetMails:
    'We have already sent several reset links to this address. Please check your inbox and spam folder, or try again in an hour.',
  tooManyLookups: 'Too many e-mail checks from this connection. Please try again later.',
  /** Plain words: dated admin lists and reports. */
  rangeOrder: 'The start date must be on or before the end date.',
  rangeTooLong: 'Choose a range of at most one year.',
  pageSizeTooBig: (n: number) => `A page holds at most ${n} rows.`,
  endAfterStart: 'The end time must be after the start time.',
  hoursOverlap: 'Hours on the same day must not overlap.',
  dateNotPast: 'Choose today or a later date.',
  dateTooFar: 'Choose a date within the next year.',
  bothTimesOrNone: 'Give both a start and an end time, or leave both empty for the whole day.',
  amountNotNegative: 'The amount cannot be negative.',
  amountTooHigh: 'The amount is too high.',
  sessionLength: 'Choose a session length from the list.',
  ptTrainerExists: 'This trainer is already set up for personal training at your gym.',
  notATrainer: 'Choose a trainer account.',
  invalidIdList: 'Send ids as numbers separated by commas.',
  balanceNotNegative: 'A balance cannot be below zero.',
  numberTooSmall: 'This number is too small.',
  reasonRequired: 'Write why you are making this change (at least 3 characters).',
  expiryOrValidity: 'Set either the expiry date or the validity in days, not both.',
  customerKidUnknown: "This kid is not on the customer's profile.",
  kidPackageNeedsKid: 'This package is for kids: choose which kid it is for.',
  adultPackageNoKid: 'This package is for adults: it cannot be given to a kid.',
  packageNotOnSale: 'Choose an active package of your gym.',
  amountNotEditable: 'Only an amount paid at your desk can be corrected here.',
  invalidStore: 'Please select a valid country.',
  invalidUserType: 'Please register as a customer or a trainer.',
  invalidActivity: 'Please choose activities from the list.',
  invalidWorkoutTime: 'Please choose times from the list.',
  unknownKid: 'This kid is not on your profile.',
  unknownActivity: 'This activity is not on your profile.',
  invalidRedirect: 'Invalid redirect path.',
  numberTooLarge: 'This number is too large.',
  oauthUnavailable: (provider: string) => `${provider} login is not available.`,
  oauthStateInvalid: 'This sign-in attempt has expired. Please try again.',
  oauthCancelled: (provider: string) => `${provider} sign-in was cancelled.`,
  oauthFailed: (provider: string) => `${provider} sign-in failed. Please try again.`,
  oauthNoEmail: (provider: string) =>
    `${provider} did not share your email address. Please sign in with your email instead.`,
  oauthOtherAccount: (provider: string) => `This email is already linked to another ${provider} account.`,

  // Joining and cancelling (SPEC 4.3, 4.5, 5, 8.3, 8.4). Texts the spec fixes are verbatim, typos included.
  genderOnly: (gender: 'MALE' | 'FEMALE') => `This is a ${gender.toLowerCase()}s only class`,
  joinErrorTitle: 'Error in joining',
  mobileToBook: 'Please add your mobile number on your profile before booking a class.',
  mobileToWaitlist: 'You need to add your mobile number before adding the class to waitlist.',
  selectKid: 'Please select a kid.',
  notEnoughCredits:
    "Your don't have enough credits to join this class. Would you like to add more credits to join this class?",
  planExpires:
    'Your plan ends before the date of this class . Would you like to add extra credits to your account in order to secure a spot in this class?',
  noBalance: 'You have no balance. You will be redirected to the membership page.',
  /** Our wording: a category pack met a class of another activity. */
  notInCategory:
    'Your category pack pays only for classes of its own activities, and this class is not one of them. Would you like to buy a package that covers it?',
  visitLimit:
    'You have exceeded the number of times you can visit this gym with your plan. You can add more credits to your account in order to join this class.',
  visitLimitTitle: 'Visits limit exceeded',
  creditSeatsFilled: 'You cannot book this class with your current plan.Please buy GYM specific plan.',
  creditSeatsFilledTitle: 'Credit Seat Filled',
  failureTitle: 'Failure',
  joinClassError: 'Join class Error',
  waitlistPolicy: 'As per class policy you will be added to class waitlist',
  cancelQuestion: 'Why do you want to cancel this class ?',
  classDeleted: 'This class has been deleted.',
  gymSpecificCancellation:
    'With a gym specific plan you can attend at the same facility for 7 days after cancellation.',
  // Our wording where the spec names a situation but not its text.
  noKids: 'Please add your kids to your profile to book this class.',
  kidNotForAdultClass: 'This class is for adults: a kid cannot be booked into it.',
  classFull: 'This class is full. Join the waitlist and we will book you when a seat frees up.',
  checkoutRequired: 'This class is paid at checkout.',
  classStarted: 'This class has already started.',
  /** A class list page asked with an `asOf` older than an hour (the web then loads the list again). */
  classListOutdated: 'This list is more than an hour old. Load it again from the first page.',
  classListAsOfFuture: 'The time of this list (asOf) cannot be in the future.',
  alreadyBooked: 'You have already booked this class.',
  alreadyOnList: 'This class is already on your list.',
  seatsAvailable: 'Seats are still available: book this class instead.',
  bookingAlreadyCanceled: 'This booking is already cancelled.',
  invalidCancellationReason: 'Please choose a valid cancellation reason.',
  noRefundWarning:
    'This class starts in less than 6 hours. If you cancel now, your credits will not be refunded.',
  waitListPopUpMessage:
    'You are on the waitlist. If a seat frees up we will book you automatically and let you know.',
  /**
   * Joined inside the auto-waitlist window while seats are free, nothing has to free
   * up; what happens is the gym's choice, then the automatic booking (docs/adr/0003).
   */
  waitlistGymDecides: (minutes: number) =>
    `You are on the waitlist: seats are still free, but this close to the start the gym books from its waitlist. If they have not booked you by ${minutes} minutes before the class starts, we book you automatically then, as long as a seat is free and your credits cover the class. We will let you know when you are booked.`,
  waitlistBookedShortly:
    'You are on the waitlist: seats are still free and the class starts soon, so we book you automatically within a minute if your credits cover the class, and let you know.',
  waitlistPromoted: 'A seat freed up in $className on $classDate: you have been booked from the waitlist.',
  /** Plain words: a partner's waitlist that offers freed seats (docs/adr/0038). */
  waitlistOffers: (minutes: number) =>
    `You are on the waitlist. If a seat frees up we offer it to the first person waiting, who then has ${minutes} minutes to claim it. We will let you know when it is your turn.`,
  waitlistOffered: 'A seat freed up in $className on $classDate. It is yours if you claim it by $claimBy.',
  waitlistOfferExpired:
    'Your seat offer for $className on $classDate ran out, so the seat went to the next person waiting.',
  offerGone: 'This seat offer has run out or was already used.',
  offerClaimed: 'The seat is yours: you are booked.',
  offerDeclined: 'You passed the seat on to the next person waiting.',
  waitlistFull: 'The waitlist for this class is full.',
  /** Plain words: a partner's strike rule (docs/adr/0039). */
  bookingPaused: (until: string) =>
    `You missed or cancelled late too many classes here recently, so new bookings are paused until ${until}.`,
  rollClosed: 'The roll of this class is closed: its attendance is final.',
  rollNotYet: 'The roll can be closed once the class has started.',
  noShowRecorded: 'You were marked absent from $className on $classDate.',
  seatFeeTaken: 'A fee of $fee for $className on $classDate was taken.',
  seatFeeOwed: 'A fee of $fee for $className on $classDate is unpaid: your next purchase settles it.',
  seatFeeWaived: 'The fee of $fee for $className on $classDate was waived.',
  referralRewarded: '$friendName joined through your invite and paid: $reward was added to your wallet.',
  feeSettled: 'This fee was already waived.',
  joinSuccess: 'You have joined the class.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request.',

  serverError: 'Some Server Error Occured Try again later.',
  genericError: 'Some error occured',
  connectionRefused: 'Connection refused. Please check your connection',
  unauthorized: 'Your session has ended. Please log in again.',
  forbidden: 'You are not allowed to do this.',
  notFound: 'Not found.',
} as const;

/** Plain words of the gym catalogue (issue 14): packages, coupons, activities and sub-categories. */
export const CATALOGUE_MSG = {
  chooseType: 'Choose a package type from the list.',
  chooseCategory: 'Choose adults or children.',
  wholeNumber: 'Enter a whole number.',
  creditsRange: 'Credits must be between 0 and 10,000.',
  classesRange: 'Classes must be between 1 and 10,000.',
  validityRange: 'Validity must be between 1 and 3,650 days.',
  visitLimitRange: 'The visit limit must be between 1 and 1,000.',
  readySizeRange: 'The ready package size must be between 1 and 100.',
  weeksRange: 'Renewal must be every 1 to 52 weeks.',
  packageGivesNothing: 'A package must give credits, classes or unlimited classes.',
  chooseActivities: 'Choose the activities this pack pays for.',
  unlimitedWithClasses: 'An unlimited package has no class count: leave classes empty.',
  percentRange: 'A percentage discount must be between 1 and 100.',
  amountPositive: 'A discount amount must be more than 0.',
  extrasRange: 'Extra credits and days must be between 0 and 1,000.',
  validToAfterFrom: 'The end of validity must be after its start.',
  usesRange: 'A usage limit must be between 1 and 1,000,000.',
  perUserAboveTotal: 'The limit per customer cannot be more than the total limit.',
  couponCode: 'Use 3 to 30 letters, digits, dashes or underscores, without spaces.',
  couponExists: 'A coupon with this code already exists. Choose another code.',
  notYourPackages: 'Choose packages of your gym only.',
  activityExists: 'An activity with this name already exists.',
  subCategoryExists: 'This activity already has a sub-category with this name.',
  unknownActivity: "Choose one of the shared activities or one of your gym's own.",
  activityInUse: (count: number) =>
    `This activity is used by ${count} class(es). Move those classes to another activity first.`,
  subCategoryInUse: (count: number) =>
    `This sub-category is used by ${count} class(es). Move those classes to another sub-category first.`,
  activityHasSubCategories: (count: number) =>
    `This activity has ${count} sub-category(ies). Delete them first.`,
} as const;

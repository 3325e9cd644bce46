/** English texts of booking (the SPEC's wording where it gives one). */
export const booking = {
  action: {
    viewOnly:
      'Only members book classes. This class is run by another partner, so you can view it but not edit it.',
    addToWishlist: 'Add to wishlist',
    removeFromWishlist: 'Remove from wishlist',
    leaveWaitlist: 'Leave waitlist',
    booked: 'You are booked. See it in your schedule.',
  },
  flow: {
    whoIsJoining: 'Who is joining?',
    chooseKid: 'Choose the kid to book this class for.',
    payAtCheckout: 'Pay at checkout',
    noCredits: 'No credits left',
    addCredits: 'Add Credits',
    notInCategory: 'Not covered by your pack',
    couldNotJoin: "Couldn't join the class",
    classBooked: 'Class booked',
    creditsLeft: ' {{credits}} left on {{package}}.',
    addedToWaitlist: 'Added to the waitlist',
    addedToWishlist: 'Added to your wishlist',
    wishlistNotice: 'We will let you know when a seat frees up.',
    removeFromWishlistQuestion: 'Remove this class from your wishlist?',
    leaveWaitlistQuestion: 'Leave the waitlist of this class?',
    removedFromWishlist: 'Removed from your wishlist',
    offWishlist: '{{title}} is off your wishlist.',
    leftWaitlist: 'You left the waitlist',
    offWaitlist: '{{title}} is off your waitlist.',
  },
  purchase: {
    nobalance: 'You have no package that can pay for this class yet. Choose one below to book it.',
    choosePackage: 'Choose a package below.',
  },
};

/** English texts of waitlist seat offers: the customer's offers to claim and a partner's seat policy. */
export const waitlistOffers = {
  offers: {
    title_one: 'A seat is waiting for you',
    title_other: '{{count, number}} seats are waiting for you',
    intro:
      'A seat freed up in a class you are waiting for. Claim it before the time runs out, or pass it to the next person waiting.',
    forKid: 'For {{name}}',
    claimBy: 'Claim by {{time}}',
    minutesLeft_one: '{{count, number}} minute left',
    minutesLeft_other: '{{count, number}} minutes left',
    claim: 'Claim seat',
    claimLabel: 'Claim seat: {{title}}, {{when}}',
    decline: 'Pass to the next person',
    declineLabel: 'Pass to the next person: {{title}}, {{when}}',
    declineTitle: 'Pass the seat on?',
    declineQuestion:
      'The seat in {{title}} on {{when}} will be offered to the next person waiting, and you leave the class’s waitlist.',
    claimedTitle: 'Seat claimed',
    declinedTitle: 'Seat passed on',
    claimFailedTitle: 'Could not claim the seat',
    declineFailedTitle: 'Could not pass the seat on',
  },
  policy: {
    title: 'Seat policy',
    intro: 'What happens when a seat frees up in a full class, and how many people may wait for one.',
    trainerIntro:
      "For the classes you run yourself: what happens when a seat frees up, and how many people may wait. Classes you teach for a gym follow the gym's policy.",
    formLabel: 'Seat policy',
    waitlistTitle: 'Waitlist',
    modeLabel: 'When a seat frees up',
    modes: {
      AUTO: 'Book the first person waiting automatically',
      AUTOHelp: 'The seat goes straight to the first person on the waitlist who can take it.',
      OFFER: 'Offer the seat: the first person waiting claims it within a window',
      OFFERHelp:
        'They are told at once and have the claim window to take the seat; if they pass or let it run out, it is offered to the next person.',
    },
    claimMinutes: 'Claim window (minutes)',
    claimMinutesHelp: 'How long the first person waiting has to claim the seat: {{min}} to {{max}} minutes.',
    cutoffMinutes: 'Cut-off before the start (minutes)',
    cutoffMinutesHelp: 'No offers closer than this to the start; the seat is then open to anyone.',
    waitlistMax: 'Maximum waitlist size',
    waitlistMaxHelp: 'The most people who may wait for one class. Leave it empty for no limit.',
    strikes: {
      title: 'No-shows and late cancels',
      help: "Strikes show on each customer's page, where you can waive one with a reason.",
      pause: 'Pause bookings after repeated no-shows',
      limit: 'Strikes before a pause',
      windowDays: 'Counted over (days)',
      pauseDays: 'Pause length (days)',
      lateCancel: 'A cancel too late for a refund counts as a strike',
      days_one: '{{count, number}} day',
      days_other: '{{count, number}} days',
      /** The rule read back: count is the strike limit, window and pause are `days`. */
      summary_one:
        '{{count, number}} no-show or late cancel within {{window}} pauses new bookings for {{pause}}.',
      summary_other:
        '{{count, number}} no-shows or late cancels within {{window}} pause new bookings for {{pause}}.',
      /** The same, when a late cancel is not a strike. */
      summaryNoShows_one: '{{count, number}} no-show within {{window}} pauses new bookings for {{pause}}.',
      summaryNoShows_other: '{{count, number}} no-shows within {{window}} pause new bookings for {{pause}}.',
    },
    /** What a booking neither checked in nor marked absent counts as when the roll closes. */
    rollDefault: {
      label: 'When the roll closes, those not checked in count as',
      help: 'With “Attended”, nobody needs checking in: your staff mark only who did not come.',
      NO_SHOW: 'Absent (a no-show)',
      ATTENDED: 'Attended',
    },
    /** Late-cancel and no-show fees (docs/adr/0040). */
    fees: {
      title: 'Late-cancel and no-show fees',
      help: "A fee comes on top of the credits a late cancel already loses. Customers see your fees before they book; each fee shows on the customer's page, where you can waive it with a reason.",
      unit: 'Charge fees in',
      unit_CREDITS: 'Credits',
      unit_MONEY: 'Money ({{currency}})',
      lateCancelFee_CREDITS: 'Late-cancel fee (credits)',
      lateCancelFee_MONEY: 'Late-cancel fee ({{currency}})',
      lateCancelHelp: 'A cancel less than {{hours}} hours before the start. 0 or empty: no fee.',
      noShowFee_CREDITS: 'No-show fee (credits)',
      noShowFee_MONEY: 'No-show fee ({{currency}})',
      noShowHelp: 'Absent when the roll closes. 0 or empty: no fee.',
      delay: 'Take the fee after (hours)',
      delayHelp: 'Staff can waive a fee before it is taken: {{min}} to {{max}} hours.',
      /** The rule read back: the amounts are credits or money, hours the refund cut-off. */
      summaryBoth:
        'A cancel less than {{hours}} hours before the start costs {{lateCancel}}; a no-show costs {{noShow}}.',
      summaryLateCancel: 'A cancel less than {{hours}} hours before the start costs {{lateCancel}}.',
      summaryNoShow: 'A no-show costs {{noShow}}.',
      takenLater_one: 'Fees are taken {{count, number}} hour later, unless you waive them.',
      takenLater_other: 'Fees are taken {{count, number}} hours later, unless you waive them.',
      takenAtOnce: 'Fees are taken at once; waiving one later gives it back.',
    },
    /** Self check-in: customers tap "I'm here" on their booking at the branch or venue. */
    selfCheckIn: {
      title: 'Self check-in',
      help: 'Customers tap “I’m here” on their booking to check themselves in, instead of showing their code at the door. Your staff can still check people in.',
      allow: 'Let customers check themselves in at the venue',
      minutes: 'From how many minutes before the start',
      minutesHelp:
        '{{min}} to {{max}} minutes. It works within {{meters}} m of the branch or venue, until the class ends.',
    },
    save: 'Save',
    saved: 'Seat policy saved',
    savedMessage: 'Seats that free up from now on follow this policy.',
    saveFailed: 'Seat policy not saved',
    loadError: 'We could not load your seat policy',
    errors: {
      minutes: 'Enter whole minutes from {{min}} to {{max}}.',
      waitlistMax: 'Enter a whole number from {{min}} to {{max}}, or leave it empty.',
      strikes: 'Enter a whole number from {{min}} to {{max}}.',
      days: 'Enter whole days from {{min}} to {{max}}.',
      creditFee: 'Enter whole credits from {{min}} to {{max}}.',
      moneyFee: 'Enter an amount from {{min}} to {{max}}.',
      hours: 'Enter whole hours from {{min}} to {{max}}.',
    },
  },
};

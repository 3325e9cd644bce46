import { PAGE_TEXTS } from '@kinetic/domain';
/** English texts of staticPages (the SPEC's wording where it gives one). */
export const staticPages = {
  listSeparator: ', ',
  about: {
    ...PAGE_TEXTS.about,
    heading: 'About {{brand}}',
    intro:
      '{{brand}} helps people across the Gulf find a class they love and book it in a few taps, and helps the trainers and studios who teach them fill their classes.',
    availableIn: 'Available in {{countries}}.',
    pillars: {
      train: {
        title: 'Every way to train',
        text: 'Yoga, spinning, boxing, pilates, swimming and more: group classes, personal training, workshops and live online classes.',
      },
      book: {
        title: 'Book in seconds',
        text: 'See real seat availability, book with credits or pay per class, join a waitlist, and cancel up to 6 hours before for your credits back.',
      },
      partners: {
        title: 'Built with partners',
        text: 'Independent trainers and studios run their schedules, check-ins, packages and reports with us, so members always see what is really on.',
      },
    },
    promise: 'Our promise',
    promiseText:
      'Honest availability, clear prices in your own currency, and a real person to talk to when something goes wrong. Tell us how we are doing at any time.',
    findClass: 'Find a class',
    sendFeedback: 'Send feedback',
    becomePartner: 'Become a partner',
  },
  contact: {
    ...PAGE_TEXTS.contact,
    heading: 'Contact us',
    intro:
      'Questions about a booking, a payment or your account? We answer every message within one working day (Sunday to Thursday).',
    email: 'E-mail',
    emailHint: 'Include your booking date and class name so we can help faster.',
    website: 'Website',
    websiteHint: 'News, offers and our latest studios.',
    feedback: 'Feedback',
    feedbackHint: 'Ideas, compliments or something that did not work? Tell us in a minute.',
    sendFeedback: 'Send feedback',
    partners: 'Partners',
    partnersHint: 'Trainers and studios: join us or manage your classes.',
    registerGym: 'Register your gym',
    partnerAccess: 'Partner Access',
  },
  feedback: {
    ...PAGE_TEXTS.feedback,
    heading: 'Send feedback',
    intro: 'Ideas, compliments or problems: every message is read by our team.',
    form: 'Send feedback',
    name: 'Name',
    email: 'E-mail',
    message: 'Message',
    send: 'Send message',
    sent: 'Feedback sent',
  },
  notFound: {
    ...PAGE_TEXTS.notFound,
    text: 'We could not find that page. It may have moved, or the link may be mistyped.',
    browse: 'Browse classes',
  },
  legal: {
    updated: 'Last updated: {{date}}',
  },
  privacy: {
    ...PAGE_TEXTS.privacy,
    heading: 'Privacy policy',
    sections: {
      whoWeAre: {
        heading: 'Who we are',
        paragraphs: {
          p1: '{{brand}} is a marketplace where members book fitness classes, personal training and gym memberships from studios and trainers in the Gulf. This policy explains what personal data we collect when you use our website and apps, why we collect it and the choices you have.',
        },
      },
      whatWeCollect: {
        heading: 'What we collect',
        bullets: {
          b1: 'Account details: your name, e-mail address, mobile number, password (stored only as a secure hash), gender, date of birth, nationality and country.',
          b2: 'Profile details you choose to add: your location, favourite activities, preferred workout times and the name, date of birth and gender of kids you add to book kids classes.',
          b3: 'Bookings and purchases: the classes you book, cancel or waitlist, your packages, credits, wallet balance and promo codes.',
          b4: 'Payments: our card payment provider processes your card. We receive a payment reference and the outcome, never your full card number.',
          b5: 'Partner details: for trainers and studios, business details, certificates, prices, branches and their locations.',
          b6: 'Technical data: your device and browser type, pages visited and, only if you allow it, your location to show nearby studios.',
        },
      },
      howWeUseIt: {
        heading: 'How we use it',
        bullets: {
          b1: 'To create your account, sign you in and keep it secure.',
          b2: 'To book classes for you and your kids, hold your seat and tell you about changes, reminders and waitlist places.',
          b3: 'To take payments, apply credits and promo codes, and issue refunds under our Terms.',
          b4: 'To suggest classes that match your activities and workout times.',
          b5: 'To answer your questions and feedback, and to prevent fraud and abuse.',
          b6: 'To improve the service using aggregated statistics that do not identify you.',
        },
      },
      whoWeShareItWith: {
        heading: 'Who we share it with',
        paragraphs: {
          p1: 'We share only what each party needs. We never sell your personal data.',
        },
        bullets: {
          b1: "The studio or trainer of a class you book receives your name, mobile number, gender and, for kids classes, your kid's name and age, so they can check you in and contact you about the class.",
          b2: 'Our payment provider, for payments and refunds; our video provider, for online classes you join.',
          b3: 'Service providers who host our systems and send our e-mails and notifications, under contracts that protect your data.',
          b4: 'Authorities, when the law of the country you use us in requires it.',
        },
      },
      howLongWeKeepIt: {
        heading: 'How long we keep it',
        paragraphs: {
          p1: 'We keep your account data while your account is open. Booking and payment records are kept for as long as accounting and tax rules require, usually up to ten years. Feedback messages are kept for two years.',
        },
      },
      yourChoicesAndRights: {
        heading: 'Your choices and rights',
        bullets: {
          b1: 'See and correct your details at any time in Profile, Edit Profile and Settings.',
          b2: 'Remove kids or favourite activities from your profile in Edit Profile.',
          b3: 'Turn off location access in your browser or device settings.',
          b4: 'Ask for a copy of your data, or for your account to be deleted, by writing to {{email}}. We answer within 30 days.',
        },
      },
      children: {
        heading: 'Children',
        paragraphs: {
          p1: 'Accounts are for adults. Parents and guardians may add their kids to their own profile to book kids classes; they are responsible for the details they add. If you believe a child has given us data directly, write to us and we will delete it.',
        },
      },
      security: {
        heading: 'Security',
        paragraphs: {
          p1: 'Connections to our service are encrypted, passwords are stored as salted hashes, and access to personal data inside our team is limited to the people who need it. No system is perfectly secure, so please keep your password to yourself and tell us at once if you think your account has been misused.',
        },
      },
      changesToThisPolicy: {
        heading: 'Changes to this policy',
        paragraphs: {
          p1: 'When we change this policy we update the date above, and for important changes we tell you by e-mail or in the app before they take effect.',
        },
      },
      contact: {
        heading: 'Contact',
        paragraphs: {
          p1: 'Questions about your privacy? Write to {{email}}.',
        },
      },
    },
  },
  terms: {
    ...PAGE_TEXTS.terms,
    heading: 'Terms and conditions',
    sections: {
      aboutTheseTerms: {
        heading: 'About these terms',
        paragraphs: {
          p1: 'These terms apply when you use {{brand}} to find and book fitness classes, personal training sessions and gym memberships. By creating an account or making a booking you accept them. Classes are run by independent studios and trainers (our partners); {{brand}} runs the booking platform.',
        },
      },
      yourAccount: {
        heading: 'Your account',
        bullets: {
          b1: 'You must be 18 or older to open an account. You may book kids classes for kids you add to your profile.',
          b2: 'Keep your details accurate, especially your mobile number: studios use it to reach you, and you need one to book.',
          b3: 'Keep your password private. You are responsible for bookings made from your account.',
        },
      },
      packagesCreditsAndPrices: {
        heading: 'Packages, credits and prices',
        bullets: {
          b1: 'Prices are shown in the currency of your country and include any taxes that apply there.',
          b2: 'Packages give you credits or a number of classes, valid for the period shown when you buy. Unused credits expire at the end of that period and cannot be exchanged for cash.',
          b3: 'Some classes can only be booked with a package from that studio, or are paid for at checkout.',
          b4: 'Subscriptions, where offered, renew automatically at the end of each period or when your credits run out, until you cancel them in Membership.',
        },
      },
      bookingCancellingAndWaitlists: {
        heading: 'Booking, cancelling and waitlists',
        bullets: {
          b1: 'A booking holds one seat in one class. Please arrive on time: studios may refuse late entry.',
          b2: 'Cancel at least 6 hours before the class starts and your credits are returned. Later cancellations and no-shows are not refunded.',
          b3: 'If a class is full you can join its waitlist. When a seat frees up you are booked automatically and the credits are taken then.',
          b4: 'If a studio cancels a class, your credits or payment are returned in full.',
          b5: 'Gym-specific plans may limit how often you can visit the same studio.',
        },
      },
      onlineClasses: {
        heading: 'Online classes',
        paragraphs: {
          p1: 'Live video classes are streamed through our video provider. They are not available on the mobile website: please use a desktop browser or our app.',
        },
      },
      yourHealthAndSafety: {
        heading: 'Your health and safety',
        paragraphs: {
          p1: "Exercise carries a risk of injury. Check with a doctor before starting a new activity, especially if you are pregnant or have a health condition, and tell the trainer about anything they should know. Follow the studio's rules and instructions.",
        },
      },
      partners: {
        heading: 'Partners',
        paragraphs: {
          p1: 'Studios and trainers are responsible for their classes, premises, staff, qualifications and insurance, and for keeping their schedules, prices and seat counts accurate. Partner accounts are also bound by the partner agreement they accept when they register.',
        },
      },
      fairUse: {
        heading: 'Fair use',
        bullets: {
          b1: 'Do not misuse the service, book seats you do not intend to use, or resell bookings.',
          b2: 'Treat trainers, staff and other members with respect. We may suspend accounts that break these terms.',
        },
      },
      ourResponsibility: {
        heading: 'Our responsibility',
        paragraphs: {
          p1: '{{brand}} is responsible for running the booking platform with reasonable care. We are not responsible for how partners run their classes, except where the law says otherwise. Nothing in these terms limits rights you have under consumer protection law in your country.',
        },
      },
      changesAndLaw: {
        heading: 'Changes and law',
        paragraphs: {
          p1: 'We may update these terms; we will tell you about important changes before they apply. These terms are governed by the laws of the country of the store you use, and its courts may hear any dispute.',
        },
      },
      contact: {
        heading: 'Contact',
        paragraphs: {
          p1: 'Questions about these terms? Write to {{email}}.',
        },
      },
    },
  },
};

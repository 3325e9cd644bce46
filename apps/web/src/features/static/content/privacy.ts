import type { LegalSection } from './legal';

export function privacySections(brand: string, contactEmail: string): LegalSection[] {
  return [
    {
      heading: 'Who we are',
      paragraphs: [
        `${brand} is a marketplace where members book fitness classes, personal training and gym memberships from studios and trainers in the Gulf. This policy explains what personal data we collect when you use our website and apps, why we collect it and the choices you have.`,
      ],
    },
    {
      heading: 'What we collect',
      bullets: [
        'Account details: your name, e-mail address, mobile number, password (stored only as a secure hash), gender, date of birth, nationality and country.',
        'Profile details you choose to add: your location, favourite activities, preferred workout times and the name, date of birth and gender of kids you add to book kids classes.',
        'Bookings and purchases: the classes you book, cancel or waitlist, your packages, credits, wallet balance and promo codes.',
        'Payments: our card payment provider processes your card. We receive a payment reference and the outcome, never your full card number.',
        'Partner details: for trainers and studios, business details, certificates, prices, branches and their locations.',
        'Technical data: your device and browser type, pages visited and, only if you allow it, your location to show nearby studios.',
      ],
    },
    {
      heading: 'How we use it',
      bullets: [
        'To create your account, sign you in and keep it secure.',
        'To book classes for you and your kids, hold your seat and tell you about changes, reminders and waitlist places.',
        'To take payments, apply credits and promo codes, and issue refunds under our Terms.',
        'To suggest classes that match your activities and workout times.',
        'To answer your questions and feedback, and to prevent fraud and abuse.',
        'To improve the service using aggregated statistics that do not identify you.',
      ],
    },
    {
      heading: 'Who we share it with',
      paragraphs: ['We share only what each party needs. We never sell your personal data.'],
      bullets: [
        "The studio or trainer of a class you book receives your name, mobile number, gender and, for kids classes, your kid's name and age, so they can check you in and contact you about the class.",
        'Our payment provider, for payments and refunds; our video provider, for online classes you join.',
        'Service providers who host our systems and send our e-mails and notifications, under contracts that protect your data.',
        'Authorities, when the law of the country you use us in requires it.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'We keep your account data while your account is open. Booking and payment records are kept for as long as accounting and tax rules require, usually up to ten years. Feedback messages are kept for two years.',
      ],
    },
    {
      heading: 'Your choices and rights',
      bullets: [
        'See and correct your details at any time in Profile, Edit Profile and Settings.',
        'Remove kids or favourite activities from your profile in Edit Profile.',
        'Turn off location access in your browser or device settings.',
        `Ask for a copy of your data, or for your account to be deleted, by writing to ${contactEmail}. We answer within 30 days.`,
      ],
    },
    {
      heading: 'Children',
      paragraphs: [
        `Accounts are for adults. Parents and guardians may add their kids to their own profile to book kids classes; they are responsible for the details they add. If you believe a child has given us data directly, write to us and we will delete it.`,
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'Connections to our service are encrypted, passwords are stored as salted hashes, and access to personal data inside our team is limited to the people who need it. No system is perfectly secure, so please keep your password to yourself and tell us at once if you think your account has been misused.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'When we change this policy we update the date above, and for important changes we tell you by e-mail or in the app before they take effect.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [`Questions about your privacy? Write to ${contactEmail}.`],
    },
  ];
}

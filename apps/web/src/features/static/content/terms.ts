import type { LegalSection } from './legal';

export function termsSections(brand: string, contactEmail: string): LegalSection[] {
  return [
    {
      heading: 'About these terms',
      paragraphs: [
        `These terms apply when you use ${brand} to find and book fitness classes, personal training sessions and gym memberships. By creating an account or making a booking you accept them. Classes are run by independent studios and trainers (our partners); ${brand} runs the booking platform.`,
      ],
    },
    {
      heading: 'Your account',
      bullets: [
        'You must be 18 or older to open an account. You may book kids classes for kids you add to your profile.',
        'Keep your details accurate, especially your mobile number: studios use it to reach you, and you need one to book.',
        'Keep your password private. You are responsible for bookings made from your account.',
      ],
    },
    {
      heading: 'Packages, credits and prices',
      bullets: [
        'Prices are shown in the currency of your country and include any taxes that apply there.',
        'Packages give you credits or a number of classes, valid for the period shown when you buy. Unused credits expire at the end of that period and cannot be exchanged for cash.',
        'Some classes can only be booked with a package from that studio, or are paid for at checkout.',
        'Subscriptions, where offered, renew automatically at the end of each period or when your credits run out, until you cancel them in Membership.',
      ],
    },
    {
      heading: 'Booking, cancelling and waitlists',
      bullets: [
        'A booking holds one seat in one class. Please arrive on time: studios may refuse late entry.',
        'Cancel at least 6 hours before the class starts and your credits are returned. Later cancellations and no-shows are not refunded.',
        'If a class is full you can join its waitlist. When a seat frees up you are booked automatically and the credits are taken then.',
        'If a studio cancels a class, your credits or payment are returned in full.',
        'Gym-specific plans may limit how often you can visit the same studio.',
      ],
    },
    {
      heading: 'Online classes',
      paragraphs: [
        'Live video classes are streamed through our video provider. They are not available on the mobile website: please use a desktop browser or our app.',
      ],
    },
    {
      heading: 'Your health and safety',
      paragraphs: [
        "Exercise carries a risk of injury. Check with a doctor before starting a new activity, especially if you are pregnant or have a health condition, and tell the trainer about anything they should know. Follow the studio's rules and instructions.",
      ],
    },
    {
      heading: 'Partners',
      paragraphs: [
        `Studios and trainers are responsible for their classes, premises, staff, qualifications and insurance, and for keeping their schedules, prices and seat counts accurate. Partner accounts are also bound by the partner agreement they accept when they register.`,
      ],
    },
    {
      heading: 'Fair use',
      bullets: [
        'Do not misuse the service, book seats you do not intend to use, or resell bookings.',
        'Treat trainers, staff and other members with respect. We may suspend accounts that break these terms.',
      ],
    },
    {
      heading: 'Our responsibility',
      paragraphs: [
        `${brand} is responsible for running the booking platform with reasonable care. We are not responsible for how partners run their classes, except where the law says otherwise. Nothing in these terms limits rights you have under consumer protection law in your country.`,
      ],
    },
    {
      heading: 'Changes and law',
      paragraphs: [
        'We may update these terms; we will tell you about important changes before they apply. These terms are governed by the laws of the country of the store you use, and its courts may hear any dispute.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [`Questions about these terms? Write to ${contactEmail}.`],
    },
  ];
}

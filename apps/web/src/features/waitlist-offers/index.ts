/** Waitlist seat offers (docs/adr/0038): the customer's offers to claim or pass on, and a partner's seat policy. */
export { SeatOffers } from './components/SeatOffers';
export { SeatPolicyForm } from './components/SeatPolicyForm';

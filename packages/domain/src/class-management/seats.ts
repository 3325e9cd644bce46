import { CM_MSG } from './messages';

/**
 * SPEC 5: credit seats are some of the seats, so never more of them. One rule for the class form, the
 * session dialog and every API write; null or blank credit seats mean every seat takes credits.
 */
export function creditSeatsProblem(
  creditSeats: number | null | undefined,
  totalSeat: number,
): typeof CM_MSG.creditSeatsAboveSeats | null {
  return creditSeats != null && creditSeats > totalSeat ? CM_MSG.creditSeatsAboveSeats : null;
}

/** Where a prompt leads the flow: stop, go on with the picked kid, or go on to the waitlist. */
export type Next = { kind: 'stop' } | { kind: 'kid'; kidId: number } | { kind: 'waitlist' };

/**
 * The waitlist request after the customer accepted the waitlist (SPEC 4.3: steps 1 and 2 come before
 * the kid, step 4). The server still checks the kid: when it asks for one (KIDS) and the customer
 * picks one, the same request goes again with that kid, without asking the waitlist question again.
 * Any other refusal ends here.
 */
export async function requestWaitlist<T>(
  kidId: number | null,
  send: (kidId: number | null) => Promise<{ value: T } | Next>,
): Promise<{ value: T } | null> {
  let kid = kidId;
  // At most: the first request, then one with the picked kid.
  for (let round = 0; round < 2; round += 1) {
    const outcome = await send(kid);
    if ('value' in outcome) return outcome;
    if (outcome.kind !== 'kid' || outcome.kidId === kid) return null;
    kid = outcome.kidId;
  }
  return null;
}

/** The Ramadan timetable's texts (docs/adr/0048); their Arabic twins are in messages.ar.ts. */
export const RAMADAN_MSG = {
  windowTime: 'Use a time such as 21:00.',
  windowEmpty: 'A window must not start and end at the same time.',
  windowsCount: 'Give one to four windows.',
  windowsOverlap: 'These windows overlap. Give each hour to one window only.',
  noHours: "Set this branch's Ramadan hours first.",
  outsideHours: (hours: string) => `The new time is outside the branch's Ramadan hours (${hours}).`,
  pastRamadan: 'This Ramadan is over.',
  notInRamadan: 'This timing has no days in Ramadan.',
  alreadyPlanned: 'This timing already has its Ramadan timing for this year.',
  notAtBranch: 'This timing is not of a class at this branch.',
  timingDeleted: 'This timing has been deleted.',
  duplicateTiming: 'Each timing may appear once.',
  planRefused: 'Some classes cannot move for Ramadan. Preview the plan to see why.',
  movedForRamadan:
    '$className on $classDate moves to $fromTime to $toTime for Ramadan ($gymName). You may cancel it for a full refund until it starts.',
  afterIftar: 'After iftar',
} as const;

/** English texts of the live class page (SPEC 8.5's waiting message). */
export const liveVideo = {
  title: 'Live class',
  pageDescription: 'Join your live video class.',
  loading: 'Loading the live class',
  refused: 'You cannot join this live class',
  back: 'Back to my classes',
  hostIntro: 'Start your camera when you are ready: booked customers see you as soon as they join.',
  viewerIntro: 'Your trainer streams this class live. Keep this page open.',
  start: 'Start live class',
  cameraError: 'Your camera or microphone could not be started. Allow them in your browser and try again.',
  connectionError:
    'The live video service could not be reached. Check your internet connection and try again.',
  onAir: 'Live',
  watching: '{{watching}} of {{booked}} booked customers watching',
  preview: 'Your camera preview',
  end: 'End live class',
  trainerVideo: 'The trainer’s live video',
  waiting: 'Waiting for the trainer to join the live class…',
  leave: 'Leave',
  join: 'Join live class',
  joinLabel: 'Join the live class {{title}}',
  startLabel: 'Start live class {{title}}',
};

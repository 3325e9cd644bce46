/** English texts of the operator's review of new partners and of a partner's review banner. */
export const partnerReview = {
  page: {
    title: 'Partner reviews',
    description: 'Approve or refuse new trainers and gyms before their pages and classes go public.',
    intro:
      'New trainers and gyms wait here for your decision. Until you approve them, customers do not see their pages or classes.',
  },
  settings: {
    title: 'Review of new partners',
    intro:
      'Where this is on, new trainers and gyms stay hidden until you approve them. Partners already registered keep their status.',
    brand: 'New partners of {{brand}} ({{host}}) need my approval',
    saved: 'Setting saved',
    nowOn: 'New partners of {{brand}} now wait for your approval.',
    nowOff: 'New partners of {{brand}} now go public without review.',
    failed: 'The setting was not saved',
  },
  listLabel: 'Partners awaiting review',
  kind: {
    TRAINER: 'Trainer',
    GYM: 'Gym',
  },
  contact: 'Contact: {{name}}',
  brand: 'Brand: {{brand}}',
  registeredAt: 'Registered {{date}}',
  approve: 'Approve',
  refuse: 'Refuse',
  approveLabel: 'Approve {{name}}',
  refuseLabel: 'Refuse {{name}}',
  approved: {
    title: 'Partner approved',
    message: '{{name}} is now public and has been told.',
  },
  refused: {
    title: 'Partner refused',
    message: '{{name}} has been told the reason.',
  },
  decisionFailed: 'The decision was not saved',
  refuseModal: {
    title: 'Refuse {{name}}',
    reason: 'Reason',
    reasonHint: 'The partner reads this in their notification and e-mail: say what to fix.',
    cancel: 'Cancel',
    submit: 'Refuse partner',
  },
  loadFailed: 'The partners awaiting review could not be loaded',
  operatorOnly: 'Only the platform operator reviews new partners.',
  empty: {
    title: 'Nobody is waiting for review',
    text: 'New trainers and gyms appear here when they register on a brand that asks for your approval.',
  },
  banner: {
    pendingTitle: 'Your account is awaiting review',
    pendingText:
      'Customers do not see your page or classes until {{brand}} approves your account. Keep setting up your classes: we will tell you by notification and e-mail.',
    refusedTitle: 'Your account was not approved',
    refusedReason: 'Reason: {{reason}}',
    refusedText: 'Your page and classes stay hidden from customers. If you can fix this, contact us.',
    contact: 'Contact us',
  },
};

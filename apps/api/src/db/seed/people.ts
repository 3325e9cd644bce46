/** Demo gyms (with branches in real Kuwait localities), trainers and the three demo accounts. */
export const DEMO_PASSWORD = 'Kinetic123';
/** The demo's platform operator (SPEC 6's master gym): FlexZone, the first demo gym. */
export const DEMO_OPERATOR_EMAIL = 'gym@kinetic.test';
/** Every demo account's address ends so: a production start refuses a database that holds one. */
export const DEMO_EMAIL_DOMAIN = '@kinetic.test';

export interface SeedGym {
  email: string;
  firstName: string;
  lastName: string;
  studioName: string;
  classType: string;
  /** The gym page's about text and the activities it offers, shown on its profile. */
  bio: string;
  activities: string[];
  branches: { name: string; locality: string; address: string; instruction: string }[];
  /** The gym's store (its classes are sold there); Kuwait (1) when absent. */
  storeId?: number;
  mobile?: string;
}

export const GYMS: SeedGym[] = [
  {
    email: 'gym@kinetic.test',
    firstName: 'Fahad',
    lastName: 'Al-Sabah',
    studioName: 'FlexZone Studios',
    bio: 'Strength, HIIT and CrossFit in two air-conditioned studios with certified coaches.',
    activities: ['Strength', 'HIIT', 'CrossFit'],
    classType: 'Strength and conditioning',
    branches: [
      {
        name: 'Salmiya',
        locality: 'Salmiya',
        address: 'Salem Al Mubarak St, Block 10, Salmiya',
        instruction: 'Use the side entrance next to the pharmacy; lockers on level 1.',
      },
      {
        name: 'Sharq',
        locality: 'Sharq',
        address: 'Jaber Al Mubarak St, Al Hamra Tower, Sharq',
        instruction: 'Park in the tower basement; the studio is on floor 3.',
      },
    ],
  },
  {
    email: 'lotus@kinetic.test',
    firstName: 'Noura',
    lastName: 'Al-Mutairi',
    studioName: 'Lotus Yoga House',
    bio: 'A calm yoga and pilates house with small classes and mats provided.',
    activities: ['Yoga', 'Pilates'],
    classType: 'Yoga and pilates',
    branches: [
      {
        name: 'Jabriya',
        locality: 'Jabriya',
        address: 'Block 1A, Street 1, Jabriya',
        instruction: 'Bring your own mat or rent one at reception.',
      },
    ],
  },
  {
    email: 'pulse@kinetic.test',
    firstName: 'Yousef',
    lastName: 'Al-Enezi',
    studioName: 'Pulse Cycle',
    bio: 'Rhythm cycling and dance cardio under the lights, every day of the week.',
    activities: ['Spinning', 'Dance'],
    classType: 'Indoor cycling',
    branches: [
      {
        name: 'Shuwaikh',
        locality: 'Shuwaikh',
        address: 'Canada Dry St, Shuwaikh Industrial',
        instruction: 'Cycling shoes are provided; arrive 10 minutes early.',
      },
      {
        name: 'Fintas',
        locality: 'Fintas',
        address: 'Coastal Road, Fintas',
        instruction: 'Entrance from the sea side car park.',
      },
    ],
  },
  {
    email: 'irontemple@kinetic.test',
    firstName: 'Khaled',
    lastName: 'Al-Rashidi',
    studioName: 'Iron Temple Boxing',
    bio: 'Boxing and martial arts for every level, from first gloves to fight camp.',
    activities: ['Boxing', 'Martial Arts'],
    classType: 'Boxing and martial arts',
    branches: [
      {
        name: 'Kaifan',
        locality: 'Kaifan',
        address: 'Block 4, Kaifan Co-op building',
        instruction: 'Hand wraps on sale at the desk.',
      },
    ],
  },
];

export interface SeedTrainer {
  email: string;
  firstName: string;
  lastName: string;
  gender: 'MALE' | 'FEMALE';
  nationality: string;
  trainerType: 'PART_OF_GYM' | 'FREELANCER';
  bio: string;
  activities: string[];
  storeId?: number;
  mobile?: string;
}

export const TRAINERS: SeedTrainer[] = [
  {
    email: 'trainer@kinetic.test',
    firstName: 'Sara',
    lastName: 'Haddad',
    gender: 'FEMALE',
    nationality: 'Lebanese',
    trainerType: 'FREELANCER',
    bio: 'Certified yoga and pilates teacher with ten years of studio experience.',
    activities: ['Yoga', 'Pilates'],
  },
  {
    email: 'omar.trainer@kinetic.test',
    firstName: 'Omar',
    lastName: 'Al-Kandari',
    gender: 'MALE',
    nationality: 'Kuwaiti',
    trainerType: 'PART_OF_GYM',
    bio: 'Former national boxing team member; technique first.',
    activities: ['Boxing', 'HIIT'],
  },
  {
    email: 'maya.trainer@kinetic.test',
    firstName: 'Maya',
    lastName: 'Fernandes',
    gender: 'FEMALE',
    nationality: 'Indian',
    trainerType: 'PART_OF_GYM',
    bio: 'Spinning and dance cardio with the best playlists in town.',
    activities: ['Spinning', 'Dance'],
  },
  {
    email: 'ali.trainer@kinetic.test',
    firstName: 'Ali',
    lastName: 'Hassan',
    gender: 'MALE',
    nationality: 'Bahraini',
    trainerType: 'FREELANCER',
    bio: 'Strength coach and CrossFit Level 2 trainer.',
    activities: ['CrossFit', 'Strength'],
  },
];

export const DEMO_CUSTOMER = {
  email: 'customer@kinetic.test',
  firstName: 'Layla',
  lastName: 'Al-Ahmad',
  gender: 'FEMALE' as const,
  mobile: '96551234567',
  dob: '1992-04-18',
  nationality: 'Kuwaiti',
  location: 'Salmiya',
  activities: ['Yoga', 'Spinning', 'Pilates'],
  timePreference: ['MORNING', 'EVENING'],
  kid: { name: 'Hamad', dob: '2016-09-02', gender: 'MALE' as const },
};

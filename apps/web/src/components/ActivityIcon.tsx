import { ThemeIcon } from '@mantine/core';
import {
  type Icon,
  IconBalloon,
  IconBarbell,
  IconBike,
  IconFlame,
  IconKarate,
  IconMusic,
  IconRun,
  IconStretching,
  IconSwimming,
  IconTreadmill,
  IconYoga,
} from '@tabler/icons-react';

/** The seeded activity icon names, drawn with the brand colour. */
const ICONS: Record<string, Icon> = {
  yoga: IconYoga,
  pilates: IconStretching,
  bike: IconBike,
  boxing: IconKarate,
  barbell: IconBarbell,
  flame: IconFlame,
  music: IconMusic,
  swimming: IconSwimming,
  karate: IconKarate,
  dumbbell: IconBarbell,
  run: IconRun,
  balloon: IconBalloon,
};

export function ActivityIcon({ icon, size = 32 }: { icon: string; size?: number }) {
  const Glyph = ICONS[icon] ?? IconTreadmill;
  return (
    <ThemeIcon size={size + 16} radius="xl" variant="light" aria-hidden>
      <Glyph size={size * 0.7} />
    </ThemeIcon>
  );
}

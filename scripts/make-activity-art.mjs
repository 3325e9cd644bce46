// Draws one cover picture per activity (DESIGN 8: seed images are made locally, never fetched).
// Run once: node scripts/make-activity-art.mjs; the SVGs are committed under apps/web/public/media/activity.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const iconsDir = path.join(path.dirname(require.resolve('@tabler/icons-react')), '..', 'esm', 'icons');

const ART = [
  ['yoga', 'IconYoga', '#0f766e', '#14b8a6'],
  ['pilates', 'IconStretching', '#7c3aed', '#a78bfa'],
  ['bike', 'IconBike', '#b91c1c', '#f97316'],
  ['boxing', 'IconKarate', '#1e293b', '#dc2626'],
  ['barbell', 'IconBarbell', '#334155', '#f59e0b'],
  ['flame', 'IconFlame', '#c2410c', '#facc15'],
  ['music', 'IconMusic', '#be185d', '#f472b6'],
  ['swimming', 'IconSwimming', '#0369a1', '#38bdf8'],
  ['karate', 'IconKarate', '#7f1d1d', '#f87171'],
  ['dumbbell', 'IconBarbell', '#1f2937', '#10b981'],
  ['run', 'IconRun', '#15803d', '#a3e635'],
  ['balloon', 'IconBalloon', '#db2777', '#fde047'],
];

for (const [name, icon, from, to] of ART) {
  const { __iconNode } = await import(pathToFileURL(path.join(iconsDir, `${icon}.mjs`)).href);
  const paths = __iconNode
    .map(([tag, attrs]) => {
      const rest = Object.entries(attrs)
        .filter(([key]) => key !== 'key')
        .map(([key, value]) => `${key}="${value}"`)
        .join(' ');
      return `<${tag} ${rest}/>`;
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" role="img" aria-label="${name}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>
<circle cx="520" cy="60" r="140" fill="#fff" opacity="0.08"/><circle cx="90" cy="330" r="110" fill="#fff" opacity="0.07"/>
<g transform="translate(236 96) scale(7)" fill="none" stroke="#fff" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round" opacity="0.95">${paths}</g>
</svg>
`;
  writeFileSync(new URL(`../apps/web/public/media/activity/${name}.svg`, import.meta.url), svg);
}
console.log(`wrote ${ART.length} activity pictures`);
